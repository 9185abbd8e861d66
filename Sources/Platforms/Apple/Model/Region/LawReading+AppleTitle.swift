import FlowEngine

extension LawReading {
  /// How Apple's Settings, `ask` and reports name the reading: the announced dates are Apple's
  /// (developer news 2026-02-24).
  public var title: String {
    switch self {
    case .statute: "the statute's dates"
    case .storeAnnounced: "Apple's announced dates"
    }
  }
}
