import Analyses
import FlowEngine
import GooglePlay

/// The Google Play side of a sweep: the axes of Play's own space and the app every world runs.
/// The region varies slowest and the parent's answer fastest; a case's number is its position.
public struct PlayExploreSpace: Sendable {
  /// The app: the default scenario's, on Play.
  public var app: AppConfig
  /// The day every world starts on.
  public var date: SimDate
  /// Region codes: the US without an app-store law, every region Play's rules name (the states
  /// with app-store laws, Brazil), and elsewhere.
  public var regions: [RegionCode] = {
    let ruled = PlayRegionRule.builtIn.codes
    let unlessRuled = { (code: RegionCode) in ruled.contains { $0.matches(code) } ? [] : [code] }
    return unlessRuled(RegionTable.defaultCode) + ruled + unlessRuled(PlayExploreSpace.elsewhere)
  }()
  /// The sharing setting (the parent's in Family Link when supervised).
  public var sharingModes = PlayAccount.SharingMode.playOrder
  /// Ages on the date.
  public var ages = Array(0...25) + [30, 42, 70]
  /// Supervised with Family Link or not.
  public var supervised = [true, false]
  /// How the account's age was checked.
  public var verifications = PlayAccount.Verification.allCases
  /// The Age Signals library the app links.
  public var sdks = [AgeSignalsSDK.v004, .v003]
  /// What becomes of the change declared in Play Console.
  public var changes = PlayExploreChange.allCases
  /// The child's answer to Play's sharing prompt.
  public var promptAnswers = PromptAnswer.allCases
  /// The parent's answer in Family Link.
  public var parentAnswers = ParentAnswer.allCases

  /// The region that stands for the rest of the world in the sweep: a place without any rule.
  public static let elsewhere: RegionCode = "GB"

  /// Days from the declaration to the change's effective date.
  public static let effectiveAfterDays = 7

  /// The whole space for `app` on `date`.
  public init(app: AppConfig, date: SimDate) {
    self.app = app
    self.date = date
  }

  /// The number of values on each axis, slowest first.
  public var counts: [Int] {
    [
      regions.count, sharingModes.count, ages.count, supervised.count, verifications.count,
      sdks.count, changes.count, promptAnswers.count, parentAnswers.count,
    ]
  }

  /// Worlds: every axis but the two answers.
  public var settingCount: Int { counts.dropLast(2).reduce(1, *) }

  /// The number of answer combinations per world.
  public var answerCount: Int { promptAnswers.count * parentAnswers.count }

  /// What is wrong with the space, if anything: an axis with no values.
  public var problems: [String] {
    zip(PlayExploreSpace.axisNames, counts).filter { $0.1 == 0 }.map {
      "the Google Play \($0.0) axis has no values"
    }
  }

  /// Each axis' name, in order.
  public static let axisNames = PlayExploreAxis.allCases.map(\.rawValue)

  /// The positions of a case's values on each axis, slowest first.
  public func positions(ofCase index: Int) -> [Int] {
    var rest = index
    var positions = [Int](repeating: 0, count: counts.count)
    for (axis, count) in counts.enumerated().reversed() {
      positions[axis] = rest % count
      rest /= count
    }
    return positions
  }

  /// Each value of a case, as text, in axis order.
  public func values(ofCase index: Int) -> [String] {
    let at = positions(ofCase: index)
    return [
      regions[at[0]].rawValue, sharingModes[at[1]].rawValue, String(ages[at[2]]),
      supervised[at[3]] ? "yes" : "no", verifications[at[4]].rawValue, sdks[at[5]].rawValue,
      changes[at[6]].rawValue, promptAnswers[at[7]].rawValue, parentAnswers[at[8]].rawValue,
    ]
  }

  /// Each axis' values as text, in axis order.
  public var axisValues: [[String]] {
    [
      regions.map(\.rawValue), sharingModes.map(\.rawValue), ages.map(String.init),
      supervised.map { $0 ? "yes" : "no" }, verifications.map(\.rawValue), sdks.map(\.rawValue),
      changes.map(\.rawValue), promptAnswers.map(\.rawValue), parentAnswers.map(\.rawValue),
    ]
  }

  /// The world of setting `index` (cases `index × answerCount` onwards), before anything
  /// happens: the child `age` on the date with the birthday six months away, as on Apple.
  public func world(setting index: Int) -> PlayWorld {
    let at = positions(ofCase: index * answerCount)
    let child = PlayChild(
      birthdate: ExploreOptions.birthdate(age: ages[at[2]], on: date),
      isSupervised: supervised[at[3]], verification: verifications[at[4]],
      region: regions[at[0]],
      sharingMode: sharingModes[at[1]])
    return PlayWorld(
      today: date, child: child, app: PlayApp(config: app, sdk: sdks[at[5]]))
  }

  /// What becomes of the declared change in setting `index`.
  public func change(setting index: Int) -> PlayExploreChange {
    changes[positions(ofCase: index * answerCount)[6]]
  }
}

extension PlayAccount.SharingMode {
  /// Apple's order of the modes, so the two platforms' axes read alike.
  static let playOrder: [PlayAccount.SharingMode] = [.alwaysShare, .askBeforeSharing, .neverShare]
}
