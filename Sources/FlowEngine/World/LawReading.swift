/// Which start dates a region's law uses where the statute and a store's announcement disagree
/// (reference §8.1): Utah's statute as amended starts 2027-05-06, a store announced 2026-05-06;
/// Louisiana's HB 977 starts 2027-07-01, a store announced 2026-07-01. Each store's region rules
/// say which of their periods belong to which reading, and its presentations name the readings.
public enum LawReading: String, CaseIterable, Hashable, Sendable, Codable {
  /// The statute's dates (Utah Code 13-76-202, Louisiana HB 977): AgeTUI's default.
  case statute
  /// The dates a store announced before the delays. The raw value is the one scenario files,
  /// journals and `--law-dates` have always used.
  case storeAnnounced = "apple-announced"
}
