import FlowEngine
import Scenarios

/// What `explore` was asked for, as each platform's space reads it: the options given, by
/// their names on the command line and as typed, and the values every space starts from. Each
/// ``ExploreSweepKind`` parses the options it takes, so the command line names no platform's
/// axes beyond declaring them.
public struct ExploreOptions: Sendable {
  /// `--date`'s default, every store's: 2026-09-14, when Texas (from 2026-06-04) and Utah (from
  /// 2026-05-06) are in force and Louisiana (2027-07-01) is not yet.
  public static let standardDate =
    SimDate(year: 2026, month: 9, day: 14) ?? SimDate(daysSinceEpoch: 20_710)

  /// The birthdate that makes the person `age` on `date`: the birthday falls six months away,
  /// so no clock step of the sweep (at most a question's expiry) crosses it.
  public static func birthdate(age: Int, on date: SimDate) -> SimDate {
    date.adding(years: -age).adding(months: -6)
  }

  /// Each option given, by its name (`--regions`), as typed (`US-TX, BR`).
  public var given: [String: String]
  /// The app every world opens.
  public var app: AppConfig
  /// The simulated day every world starts on.
  public var date: SimDate
  /// The modelled assumptions (the law-dates reading).
  public var assumptions: Assumptions

  /// The options `given` over `app`, starting on `date` under `assumptions`.
  public init(
    given: [String: String], app: AppConfig, date: SimDate,
    assumptions: Assumptions = .standard
  ) {
    self.given = given
    self.app = app
    self.date = date
    self.assumptions = assumptions
  }

  /// Whether `option` was given.
  public func isGiven(_ option: String) -> Bool { given[option] != nil }

  /// `option`'s comma-separated list, each item parsed by `parse`; nil when not given. An
  /// item that does not parse names the option, the item and the values `known`.
  public func list<Value>(
    _ option: String, known: [String], _ parse: (String) -> Value?
  ) throws(ExploreOptionError) -> [Value]? {
    guard let text = given[option] else { return nil }
    return try Self.list(text, option: option, known: known, parse)
  }

  /// `option`'s list of an enumeration's raw values (by ``ValueSpelling``'s rule: any case);
  /// nil when not given.
  public func list<Value: RawRepresentable & CaseIterable>(
    _ option: String, _ type: Value.Type
  ) throws(ExploreOptionError) -> [Value]? where Value.RawValue == String {
    try list(option, known: Value.allCases.map(\.rawValue)) { ValueSpelling.value($0) }
  }

  /// `option`'s list of `yes` and `no` (`true`, `false`); nil when not given.
  public func yesNo(_ option: String) throws(ExploreOptionError) -> [Bool]? {
    try list(option, known: ["yes", "no"]) { text in
      switch text.lowercased() {
      case "yes", "true": true
      case "no", "false": false
      default: nil
      }
    }
  }

  /// `--ages`: ages and inclusive ranges (`0-25,30,42`); nil when not given.
  public func ages() throws(ExploreOptionError) -> [Int]? {
    guard let text = given["--ages"] else { return nil }
    var ages: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingSpaces()
      let bounds = item.split(
        separator: item.contains("–") ? "–" : "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count), let low = Int(bounds[0]),
        let high = Int(bounds[bounds.count - 1]), low >= 0
      else {
        throw ExploreOptionError("--ages: “\(item)” is not an age or a range like 0-25")
      }
      guard low <= high else {
        throw ExploreOptionError("--ages: the range “\(item)” runs backwards")
      }
      guard high <= 150 else {
        throw ExploreOptionError("--ages: \(high) is over 150")
      }
      ages += Array(low...high)
    }
    return ages
  }

  /// `--prompt` and `--parent`, which every store's space takes; nil where not given.
  public func answers() throws(ExploreOptionError) -> (
    prompt: [PromptAnswer]?, parent: [ParentAnswer]?
  ) {
    (try list("--prompt", PromptAnswer.self), try list("--parent", ParentAnswer.self))
  }

  /// A comma-separated list `text`, each item parsed by `parse`, naming `option`, the item
  /// that is wrong and the values `known`.
  public static func list<Value>(
    _ text: String, option: String, known: [String], _ parse: (String) -> Value?
  ) throws(ExploreOptionError) -> [Value] {
    var values: [Value] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingSpaces()
      guard !item.isEmpty else {
        throw ExploreOptionError("\(option) has an empty item in “\(text)”")
      }
      guard let value = parse(item) else {
        throw ExploreOptionError(
          "\(option): “\(item)” is not one of \(known.joined(separator: ", "))")
      }
      values.append(value)
    }
    return values
  }

  /// A space's first problem as an error, if it has one.
  public static func refuse(_ problems: [String]) throws(ExploreOptionError) {
    if let problem = problems.first { throw ExploreOptionError(problem) }
  }
}
