/// What the app does when the significant-change flow meets `declinedSharing` (an assumption).
public enum DeclinedSharingPolicy: String, CaseIterable, Sendable, Codable {
  /// Block the changed features, as for an unverified adult, until the person shares.
  case block
  /// Treat the person as a minor and ask a parent.
  case treatAsMinor = "treat-as-minor"

  /// The label Settings shows.
  public var title: String {
    switch self {
    case .block: "block until shared"
    case .treatAsMinor: "treat as a minor"
    }
  }
}
