import Analyses
import Apple
import FlowEngine
import Scenarios

extension AppleExploreSpace {
  /// Apple's own axes, which only its space takes: a usage error with `--platforms` naming
  /// other platforms only, were Apple not the default platform (it reads them always).
  public static let ownOptions = ["--family", "--verification", "--signed-in", "--os"]

  /// Apple's space from `explore`'s options: every axis not given takes all its values, the
  /// regions are the built-in table's rows. Throws for a word an axis does not take, or a space
  /// with a problem (``problems``).
  public init(reading options: ExploreOptions) throws(ExploreOptionError) {
    let table = RegionTable.builtIn
    self.init(
      app: options.app, regions: table, date: options.date, assumptions: options.assumptions)
    if let codes = try options.list(
      "--regions", known: table.codes.map(\.rawValue),
      { ValueSpelling.first($0, in: table.codes, spelled: \.rawValue) })
    {
      regionCodes = codes
    }
    if let modes = try options.list("--modes", SharingMode.self) { sharingModes = modes }
    if let ages = try options.ages() { self.ages = ages }
    if let families = try options.yesNo("--family") { self.families = families }
    if let verifications = try options.list("--verification", AdultVerification.self) {
      self.verifications = verifications
    }
    if let signedIn = try options.yesNo("--signed-in") { self.signedIn = signedIn }
    if let versions = try options.list("--os", OSVersion.self) { osVersions = versions }
    let answers = try options.answers()
    promptAnswers = answers.prompt ?? promptAnswers
    parentAnswers = answers.parent ?? parentAnswers
    try ExploreOptions.refuse(problems)
  }
}
