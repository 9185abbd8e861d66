import Apple
import ArgumentParser
import FlowEngine
import Scenarios
import StoreCommands

/// Apple's part of `agetui ask`: the flags only Apple's Declared Age Range takes, and one
/// `requestAgeRange` call answered as the app receives it, from `AgeRangeService` with an empty
/// cache.
public struct AppleAskOptions: AskStoreOptions {
  /// The app's name unless `--app-name` says otherwise.
  static let standardAppName = "Landmarks"
  /// The app's bundle identifier unless `--bundle-id` says otherwise.
  static let standardBundleID = "com.example.landmarks"

  // `--law-dates` is declared here rather than as `LawDatesOption`'s group: a debug build of
  // swift-argument-parser checks every nested group again for each check of its parent, so
  // one more level of groups made every debug `ask` take a third of a second to start.
  @Option(name: .customLong("law-dates"), help: LawDatesOption.help)
  var lawDates: LawReading = .statute

  @Flag(help: "No Apple Account is signed in (default: signed in).")
  var signedOut = false

  @Flag(exclusivity: .exclusive)
  var family: Family?

  @Flag(help: "A parent turned on Screen Time communication limits.")
  var communicationLimits = false

  @Flag(help: "The account is managed (e.g. enterprise), so it is not eligible.")
  var managedAccount = false

  @Option(help: ArgumentHelp("The OS version on the device.", valueName: "version"))
  var os: OSArgument = .standard

  @Option(
    help: ArgumentHelp(
      "The app's name, as prompts and notifications show it.", valueName: "name"))
  var appName = AppleAskOptions.standardAppName

  @Option(
    name: .customLong("bundle-id"),
    help: ArgumentHelp("The app's bundle identifier (the cache key).", valueName: "id"))
  var bundleID = AppleAskOptions.standardBundleID

  /// Apple's flags at their defaults.
  public init() {}

  /// Apple.
  public static var platform: ScenarioPlatform { .apple }

  /// `requestAgeRange(ageGates:)`'s framework.
  public static var apiName: String { "Declared Age Range" }

  /// `agetui --help`'s words for what AgeTUI simulates of Apple's.
  public static var overviewName: String { "Declared Age Range and PermissionKit flows" }

  /// Apple's methods.
  public static var verificationMethods: [String] { AdultVerification.askMethods.map(\.0) }

  /// Apple's methods, for the help.
  public static var verificationHelp: String { "payment, government-id or other for Apple" }

  /// Apple's regulation periods of `region`, with their gates.
  public static func helpFacts(_ region: Region) -> [String] {
    AppleRegionRule.builtIn.rule(for: region.code).regulation.map { period in
      let until = period.until.map { " until \($0)" } ?? ""
      let gates = period.imposedGates.map(String.init).joined(separator: "/")
      let reading = period.reading.map { " under \($0.title)" } ?? ""
      let accounts = period.newAccountsOnly ? " for new accounts" : ""
      let assumed = period.unannounced ? " if Apple follows the statute (--store-dates)" : ""
      return "Apple: regulated from \(period.from)\(until)\(reading)\(accounts), gates "
        + "\(gates)\(assumed)"
    }
  }

  /// Apple's defaults: signed in, in a family under the age of majority, the newest 26.x.
  public static var helpDefaults: [String] {
    [
      "signed in", "in a family when under the region's age of majority",
      "OS \(OSVersion.newest26.rawValue)",
    ]
  }

  /// The OS versions `--os` takes, the default marked.
  public static var helpLists: [String] {
    let versions = OSVersion.allCases.map { version in
      version == .newest26 ? "\(version.rawValue) (default)" : version.rawValue
    }
    return ["OS versions (--os): \(versions.joined(separator: ", "))"]
  }

  /// The names of Apple's flags given.
  public var givenOptions: [String] {
    let flags: [(String, Bool)] = [
      ("--law-dates", lawDates != .statute), ("--signed-out", signedOut),
      ("--in-family/--not-in-family", family != nil),
      ("--communication-limits", communicationLimits), ("--managed-account", managedAccount),
      ("--os", os.version != OSArgument.standard.version),
      ("--app-name", appName != Self.standardAppName),
      ("--bundle-id", bundleID != Self.standardBundleID),
    ]
    return flags.filter(\.1).map(\.0)
  }

  /// Apple needs gates; the rest it answers with an error value (`invalidRequest`).
  public func validate(_ request: AskRequest) throws {
    guard request.gates != nil else {
      throw ValidationError("Missing expected argument '--gates <A[,B[,C]]>'")
    }
  }

  /// One `requestAgeRange` call, answered as the app receives it.
  public func answer(_ request: AskRequest) -> any AskAnswer {
    let region = request.region
    let ruleRow = AppleRegionRule.builtIn.rule(for: region.code)
    let age = request.birthdate.wholeYears(until: request.today)
    let verification = AdultVerification.askMethods.first { $0.0 == request.verification }?.1
    let person = ApplePerson(
      name: Self.personName(age: age, ageOfMajority: region.ageOfMajority),
      birthdate: request.birthdate,
      isInFamily: family.map { $0 == .inFamily } ?? (age < region.ageOfMajority),
      isSignedIn: !signedOut, isManagedAccount: managedAccount,
      verification: verification ?? AdultVerification.none,
      hasCommunicationLimits: communicationLimits, sharingMode: request.mode.sharingMode)
    let context = AgeRangeContext(
      person: person, region: region,
      regionRule: ruleRow.binding(
        reading: lawDates, storeDates: request.storeDates,
        accountCreated: request.accountCreated),
      os: os.version, today: request.today, cache: AgeRangeCache(),
      lawRule: ruleRow.lawRule(
        of: region.name, on: request.today, reading: lawDates,
        storeDates: request.storeDates, accountCreated: request.accountCreated))
    let ageRangeRequest = AgeRangeRequest(
      bundleID: bundleID, appName: appName, gates: request.gates ?? [])

    // AgeRangeService.request does these two steps; they are spelled out here so the text
    // output can quote the prompt the person saw.
    let tapped = request.tap.promptAnswer
    let prompt: AgeRangePrompt?
    let result: AgeRangeAnswer
    switch AgeRangeService.handle(ageRangeRequest, in: context) {
    case .answered(let answered):
      prompt = nil
      result = answered
    case .prompting(let shown):
      prompt = shown
      result = AgeRangeService.answer(shown, with: tapped, in: context)
    }

    return AppleAskAnswer(answer: result, prompt: prompt, tapped: tapped)
  }

  /// How the reasons name the person, since the command line has no name for them.
  static func personName(age: Int, ageOfMajority: Int) -> String {
    if age < 13 { return "the child" }
    return age < ageOfMajority ? "the teen" : "the adult"
  }
}
