import FlowEngine

/// How far the Settings clock moves.
public enum AppleClockAdvance: Hashable, Sendable, Codable {
  /// A number of days.
  case days(Int)
  /// A number of months.
  case months(Int)
  /// A number of years.
  case years(Int)
  /// To the person's next birthday.
  case nextBirthday
  /// To the next anniversary of a cached declaration for the app.
  case nextAnniversary

  /// How the clock step reads in the trace.
  public var title: String {
    switch self {
    case .days(let count): count == 1 ? "+1 day" : "+\(count) days"
    case .months(let count): count == 1 ? "+1 month" : "+\(count) months"
    case .years(let count): count == 1 ? "+1 year" : "+\(count) years"
    case .nextBirthday: "next birthday"
    case .nextAnniversary: "next anniversary"
    }
  }
}
