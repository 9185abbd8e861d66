/// Which start dates a region's law uses where the statute and Apple's announcement disagree
/// (reference §8.1): Utah's statute as amended starts 2027-05-06, Apple announced 2026-05-06;
/// Louisiana's HB 977 starts 2027-07-01, Apple announced 2026-07-01.
public enum LawReading: String, CaseIterable, Hashable, Sendable, Codable {
  /// The statute's dates (Utah Code 13-76-202, Louisiana HB 977): AgeTUI's default.
  case statute
  /// The dates Apple announced before the delays (developer news 2026-02-24).
  case appleAnnounced = "apple-announced"

  /// How Settings and reports name the reading.
  public var title: String {
    switch self {
    case .statute: "the statute's dates"
    case .appleAnnounced: "Apple's announced dates"
    }
  }
}
