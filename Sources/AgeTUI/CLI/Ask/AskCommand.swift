import Apple
import ArgumentParser
import FlowEngine
import GooglePlay
import Scenarios

/// `agetui ask`: one `requestAgeRange` call (or, with `--platform google-play`, one round of
/// Age Signals calls), answered as the app would receive it.
///
/// Parsing and printing only: the answer comes from `AgeRangeService` with an empty cache, or
/// from `AgeSignalsService`.
struct AskCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract:
      "Answer one requestAgeRange(ageGates:) call, or with --platform google-play one round of "
      + "Age Signals calls, as the app would receive it.",
    discussion: AskCommand.discussion
  )

  /// The app's name unless `--app-name` says otherwise.
  static let standardAppName = "Landmarks"
  /// The app's bundle identifier unless `--bundle-id` says otherwise.
  static let standardBundleID = "com.example.landmarks"

  @Option(help: "Whose API answers: Apple's Declared Age Range or Google Play's Age Signals.")
  var platform = PlatformArgument<AskPlatformKind>(.apple)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The person's age today in whole years: they turned N six months ago, so no store is "
        + "still catching up with a birthday (--birthdate puts a birthday on any day).",
      valueName: "N"))
  var age: Int?

  @Option(
    help: ArgumentHelp(
      "The person's birthdate, known to the system only.", valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var birthdate: SimDate?

  @Option(
    help: ArgumentHelp(
      "The simulated day, with --birthdate (default: the current date).",
      valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var today: SimDate?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The app's age gates: one to three ages, comma-separated. Gates Apple rejects at run "
        + "time (negative, unordered, ranges under 2 years) are answered with invalidRequest. "
        + "Required for Apple; for Google Play, the custom minimum ages set in Play Console "
        + "(default ranges 0–12, 13–15, 16–17, 18+).",
      valueName: "A[,B[,C]]"),
    transform: GateList.parse)
  var gates: GateList?

  @Option(
    help: ArgumentHelp(
      "The day the person's account was created (default: none, so it counts as new, an "
        + "assumption). A law that binds only accounts created from its start (Texas on both "
        + "stores; Utah and Louisiana under --law-dates apple-announced) skips an older account.",
      valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var accountCreated: SimDate?

  @OptionGroup var lawDates: LawDatesOption

  @OptionGroup var storeDates: StoreDatesOption

  @Option(help: "The Age Range for Apps setting.")
  var mode: Mode = .askFirst

  @Option(help: "What the person taps if an Ask First prompt appears.")
  var answer: Answer = .share

  @Option(
    help: ArgumentHelp(
      "Where the person is; codes are case-insensitive (see the list below).",
      valueName: "code"))
  var region: RegionArgument = .standard

  @Flag(help: "No Apple Account is signed in (default: signed in).")
  var signedOut = false

  @Flag(exclusivity: .exclusive)
  var family: Family?

  @Option(
    help: ArgumentHelp(
      "How the account's age was checked (default: not verified): payment, government-id or "
        + "other for Apple; tier-c or tier-d for Google Play.", valueName: "method"))
  var verified: Verification?

  @Flag(help: "A parent turned on Screen Time communication limits.")
  var communicationLimits = false

  @Flag(help: "The account is managed (e.g. enterprise), so it is not eligible.")
  var managedAccount = false

  @Option(help: ArgumentHelp("The OS version on the device.", valueName: "version"))
  var os: OSArgument = .standard

  @Option(help: "How to print the answer.")
  var format = FormatOption<AskOutput>(.text)

  @Option(
    help: ArgumentHelp(
      "The app's name, as prompts and notifications show it.", valueName: "name"))
  var appName = AskCommand.standardAppName

  @Option(
    name: .customLong("bundle-id"),
    help: ArgumentHelp("The app's bundle identifier (the cache key).", valueName: "id"))
  var bundleID = AskCommand.standardBundleID

  @Flag(help: "Google Play: a supervised account, managed by a parent with Family Link.")
  var supervised = false

  @Option(
    help: ArgumentHelp(
      "Google Play: the Age Signals library the app links: "
        + AgeSignalsSDK.allCases.reversed().map(\.titleWithStanding).joined(separator: ", ")
        + "."))
  var sdk: AgeSignalsSDK = .newest

  @Option(
    help: ArgumentHelp(
      "Google Play, supervised accounts: where the parent's approval of the app's significant "
        + "changes stands (default: none declared).", valueName: "status"))
  var changeStatus: SignificantChangeStatus?

  @Option(
    help: ArgumentHelp(
      "Google Play, supervised accounts: the effective date of the latest approved change, "
        + "which stays while a later change is pending or declined (default with "
        + "--change-status approved: --today).", valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var approvalDate: SimDate?

  @Option(
    help: ArgumentHelp(
      "Google Play: an error the first call throws, as FakeAgeSignalsManager injects it.",
      valueName: "ERROR_NAME"))
  var fault: AgeSignalsError?

  @Option(
    help: ArgumentHelp(
      "Google Play: weeks after a birthday until Play's signal shows it (Google: 2 to 8; an "
        + "assumption).", valueName: "N"))
  var refreshWeeks = AgeSignalsQuery.standardRefreshWeeks

  func validate() throws {
    switch (age, birthdate) {
    case (nil, nil):
      throw ValidationError("give the person's age with --age N or --birthdate YYYY-MM-DD")
    case (.some, .some):
      throw ValidationError("--age and --birthdate cannot be used together; give one of them")
    case (let age?, nil):
      guard today == nil else {
        throw ValidationError(
          "--today needs --birthdate; --age N means N years old on the current date")
      }
      guard (0...150).contains(age) else {
        throw ValidationError("--age must be between 0 and 150 years; got \(age)")
      }
    case (nil, let birthdate?):
      // Only a missing --today reads the clock, and only here and in run().
      let today = self.today ?? SystemClock.today()
      guard birthdate <= today else {
        let day = self.today == nil ? "today's date" : "--today"
        throw ValidationError("--birthdate \(birthdate) is after \(day) \(today)")
      }
    }
    if let accountCreated {
      let (birthdate, today) = resolvedDates()
      guard accountCreated <= today else {
        let day = self.today == nil ? "today's date" : "--today"
        throw ValidationError("--account-created \(accountCreated) is after \(day) \(today)")
      }
      guard accountCreated >= birthdate else {
        throw ValidationError(
          "--account-created \(accountCreated) is before the person was born (\(birthdate))")
      }
    }
    try platform.kind.validate(self)
  }

  func run() throws {
    AskOutput(answer: try platform.kind.answer(self)).write(format.value, to: .standardOutput)
  }

  /// One `requestAgeRange` call, answered as the app receives it.
  func answerForApple() -> any AskAnswer {
    let (birthdate, today) = resolvedDates()
    let region = region.region
    let ruleRow = AppleRegionRule.builtIn.rule(for: region.code)
    let age = birthdate.wholeYears(until: today)
    let person = Person(
      name: Self.personName(age: age, ageOfMajority: region.ageOfMajority),
      birthdate: birthdate,
      isInFamily: family.map { $0 == .inFamily } ?? (age < region.ageOfMajority),
      isSignedIn: !signedOut, isManagedAccount: managedAccount,
      verification: verified?.adultVerification ?? AdultVerification.none,
      hasCommunicationLimits: communicationLimits, sharingMode: mode.sharingMode)
    let context = AgeRangeContext(
      person: person, region: region,
      regionRule: ruleRow.binding(
        reading: lawDates.reading, storeDates: storeDates.reading, accountCreated: accountCreated),
      os: os.version, today: today, cache: AgeRangeCache(),
      lawRule: ruleRow.lawRule(
        of: region.name, on: today, reading: lawDates.reading, storeDates: storeDates.reading,
        accountCreated: accountCreated))
    let request = AgeRangeRequest(
      bundleID: bundleID, appName: appName, gates: gates?.values ?? [])

    // AgeRangeService.request does these two steps; they are spelled out here so the text
    // output can quote the prompt the person saw.
    let tapped = answer.promptAnswer
    let prompt: AgeRangePrompt?
    let result: AgeRangeAnswer
    switch AgeRangeService.handle(request, in: context) {
    case .answered(let answered):
      prompt = nil
      result = answered
    case .prompting(let shown):
      prompt = shown
      result = AgeRangeService.answer(shown, with: tapped, in: context)
    }

    return AppleAskAnswer(answer: result, prompt: prompt, tapped: tapped)
  }

  /// The birthdate and the simulated day (`validate()` has checked the flags); only `--age`
  /// and a missing `--today` read the clock.
  func resolvedDates() -> (birthdate: SimDate, today: SimDate) {
    let today = self.today ?? SystemClock.today()
    // Half a year past the birthday: a person "aged N" as people mean it, well outside Google
    // Play's 2–8-week refresh after a birthday (issue 41), the same day on every platform.
    return (birthdate ?? today.adding(years: -(age ?? 0)).adding(months: -6), today)
  }

  /// How the reasons name the person, since the command line has no name for them.
  static func personName(age: Int, ageOfMajority: Int) -> String {
    if age < 13 { return "the child" }
    return age < ageOfMajority ? "the teen" : "the adult"
  }
}
