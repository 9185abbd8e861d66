/// Amazon's fixed age buckets, 0–12, 13–15, 16–17 and 18+ (amazon.md §2 [V]); an app cannot
/// set its own ranges [I: none documented].
public enum AmazonAgeBand: String, CaseIterable, Hashable, Sendable {
  /// 0–12.
  case under13 = "0-12"
  /// 13–15.
  case from13To15 = "13-15"
  /// 16–17.
  case from16To17 = "16-17"
  /// 18 and over: `ageUpper` is always null (amazon.md §2 [V]).
  case adult = "18+"

  /// The band holding `age`.
  public init(age: Int) {
    switch age {
    case ..<13: self = .under13
    case 13...15: self = .from13To15
    case 16...17: self = .from16To17
    default: self = .adult
    }
  }

  /// `ageLower`.
  public var lower: Int {
    switch self {
    case .under13: 0
    case .from13To15: 13
    case .from16To17: 16
    case .adult: 18
    }
  }

  /// The band as prose writes it: `13–15`, `18+`.
  public var title: String { upper.map { "\(lower)–\($0)" } ?? rawValue }

  /// `ageUpper`; nil for 18+.
  public var upper: Int? {
    switch self {
    case .under13: 12
    case .from13To15: 15
    case .from16To17: 17
    case .adult: nil
    }
  }
}
