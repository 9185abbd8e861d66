import Analyses
import FlowEngine
import Reports
import Scenarios

/// A sweep ready to print: the result with where the OS version, the region and the sharing
/// mode change the outcome, and the shortest reproduction of every broken invariant.
///
/// `text()` and `markdown()` collapse the cases into distinct outcomes, a truth table of cubes
/// and the differing groups; `csv(_:)` and `json(_:)` carry every case as a row, flagged when
/// its OS, region or sharing-mode group differs.
public struct AppleExploreReport: Sendable {
  /// The sweep.
  public let result: AppleExploreResult
  /// Where the OS version changes the outcome.
  public let osDifferences: AppleExploreDifferences
  /// Where the region changes the outcome.
  public let regionDifferences: AppleExploreDifferences
  /// Where the sharing mode changes the outcome.
  public let modeDifferences: AppleExploreDifferences
  /// The shortest reproduction of each broken rule, empty when every invariant held.
  public let reproductions: [AppleExploreReproduction]

  /// Analyses a sweep; `reproductions` come from `AppleExplorer.reproductions(of:)`.
  public init(result: AppleExploreResult, reproductions: [AppleExploreReproduction]) {
    self.result = result
    osDifferences = AppleExploreDifferences(result, along: .os)
    regionDifferences = AppleExploreDifferences(result, along: .region)
    modeDifferences = AppleExploreDifferences(result, along: .sharingMode)
    self.reproductions = reproductions
  }

  /// Whether every invariant held on every path.
  public var passed: Bool { result.failures.isEmpty }

  /// For each outcome, the cubes of the cases that end in it (the collapsed truth table).
  public var truthTable: [[AppleExploreCube]] {
    var cases = [[Int]](repeating: [], count: result.outcomes.count)
    for (index, number) in result.caseOutcomes.enumerated() {
      cases[Int(number)].append(index)
    }
    return cases.map { AppleExploreCube.cover($0, in: result.space) }
  }

  /// The differences shown after the truth table, in order: OS version, region, sharing mode.
  var differenceSections: [AppleExploreDifferences] {
    [osDifferences, regionDifferences, modeDifferences]
  }

  /// How a section names its axis: `OS version`, `region`, `sharing mode`.
  static func noun(_ dimension: AppleExploreDimension) -> String {
    switch dimension {
    case .os: "OS version"
    case .sharingMode: "sharing mode"
    case .region, .age, .family, .verification, .signedIn, .prompt, .parent: dimension.title
    }
  }

  /// For each case, whether its group differs along an axis.
  func differingCases(_ differences: AppleExploreDifferences) -> [Bool] {
    let space = result.space
    var flags = [Bool](repeating: false, count: result.caseCount)
    let count = space.count(differences.dimension)
    let stride = space.stride(differences.dimension)
    for pattern in differences.patterns {
      for base in pattern.groups {
        for position in 0..<count { flags[base + position * stride] = true }
      }
    }
    return flags
  }

  // MARK: - Shared wording

  /// `Landmarks 2.0 (first installed 1.0); gates 13, 16; Photo sharing from 16`.
  var appLine: String {
    let app = result.space.app
    let changes = app.changes.map { "\($0.id) (\($0.introducedIn))" }.joined(separator: ", ")
    return "\(app.name) \(app.currentVersion) (first installed \(app.originalInstallVersion)); "
      + "gates \(app.gates.map(String.init).joined(separator: ", ")); "
      + "\(app.featureName) from \(app.featureMinimumAge)"
      + (changes.isEmpty ? "" : "; significant changes: \(changes)")
  }

  /// Each axis with its values: `region (11): US, US-TX, …`.
  var axisLines: [String] {
    let space = result.space
    return AppleExploreDimension.allCases.map { dimension in
      let all = AppleValueSet(0..<space.count(dimension))
      let values =
        dimension == .age
        ? ExploreText.values(all, along: dimension, in: space, listingAll: true) ?? ""
        : (0..<space.count(dimension)).map { space.valueText(dimension, at: $0) }
          .joined(separator: ", ")
      return "\(dimension.title) (\(space.count(dimension))): \(values)"
    }
  }

  /// What every case does, in one paragraph.
  var procedure: String {
    let space = result.space
    let person = AppleExploreSetting.personName
    let expiry =
      space.app.questionExpiryDays.map {
        "the clock then moves to the question's expiry, \(ExploreText.count($0, "day")) later"
      } ?? "the question never expires"
    return "In each case \(person) opens \(space.app.name) on the iPhone on \(space.date) and "
      + "answers an age-range prompt with the case's prompt answer. When the app asks for a "
      + "parent's approval, \(person) asks \(AppleExploreSetting.parentName) (a parent exists only in "
      + "Family Sharing), who approves, declines, or never answers (\(expiry)). An adult "
      + "acknowledges a significant update. A run ends when nothing is left to answer."
  }

  /// The states and transitions line.
  var countsLine: String {
    "Visited \(ExploreText.number(result.stateCount)) distinct states and "
      + "\(ExploreText.number(result.transitionCount)) distinct transitions "
      + "(\(ExploreText.number(result.actionCount)) actions applied)."
  }

  /// The invariants line.
  var invariantsLine: String {
    ExploreText.invariantsLine(
      Invariant.allCases, passed: passed, failingCases: result.failingCaseCount)
  }

  /// `region US-TX · age 14 · …` for a reproduction's world, every axis named.
  func settingText(_ setting: AppleExploreSetting) -> String {
    [
      "region \(setting.regionCode)", "mode \(setting.sharingMode.rawValue)",
      "age \(setting.age)", "family \(setting.isInFamily ? "yes" : "no")",
      "verification \(setting.verification.rawValue)",
      "signed-in \(setting.isSignedIn ? "yes" : "no")", "os \(setting.os.rawValue)",
    ].joined(separator: " · ")
  }
}
