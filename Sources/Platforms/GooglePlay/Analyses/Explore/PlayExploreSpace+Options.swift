import Analyses
import FlowEngine
import GooglePlay
import Scenarios

extension PlayExploreSpace {
  /// Google Play's own axes, which only its space takes: a usage error without `--platforms`
  /// naming Google Play.
  public static let ownOptions = ["--supervised", "--tiers", "--sdk", "--change"]

  /// Google Play's space from `explore`'s options: every axis not given takes all its values,
  /// the regions any codes (Play's rules answer every code). Throws for a word an axis does not
  /// take, or a space with an empty axis (``problems``).
  public init(reading options: ExploreOptions) throws(ExploreOptionError) {
    self.init(app: options.app, date: options.date)
    if let codes = try options.list(
      "--regions", known: [], { RegionCode(ValueSpelling.key($0).uppercased()) })
    {
      regions = codes
    }
    if let modes = try options.list("--modes", PlayAccount.SharingMode.self) {
      sharingModes = modes
    }
    if let ages = try options.ages() { self.ages = ages }
    let answers = try options.answers()
    promptAnswers = answers.prompt ?? promptAnswers
    parentAnswers = answers.parent ?? parentAnswers
    if let supervised = try options.yesNo("--supervised") { self.supervised = supervised }
    if let tiers = try options.list("--tiers", PlayAccount.Verification.self) {
      verifications = tiers
    }
    if let sdks = try options.list("--sdk", AgeSignalsSDK.self) { self.sdks = sdks }
    if let changes = try options.list("--change", PlayExploreChange.self) { self.changes = changes }
    try ExploreOptions.refuse(problems)
  }
}
