import ArgumentParser
import FlowEngine
import Scenarios
import StoreCommands
import Stores

/// `agetui ask`: one age request to the store `--platform` names (Apple's `requestAgeRange` by
/// default), answered as the app would receive it.
///
/// Parsing and printing only: the options every store takes are here, each store's own flags
/// are its option group in `Stores.AskFlags`, and the store `--platform` names answers
/// (`AskStoreOptions.answer`). A flag of another store is refused by name.
struct AskCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract:
      "Answer one age request as the app would receive it from "
      + "\(AskPlatforms.apiTitles) (--platform).",
    discussion: AskCommand.discussion
  )

  @Option(help: ArgumentHelp("Whose API answers: \(AskPlatforms.apiTitles)."))
  var platform = PlatformArgument<AskPlatforms>(AskPlatforms.first)

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

  @OptionGroup var storeDates: StoreDatesOption

  @Option(help: "The Age Range for Apps setting.")
  var mode: AskSharingMode = .askFirst

  @Option(help: "What the person taps if an Ask First prompt appears.")
  var answer: AskPromptTap = .share

  @Option(
    help: ArgumentHelp(
      "Where the person is; codes are case-insensitive (see the list below).",
      valueName: "code"))
  var region: RegionArgument = .standard

  @Option(
    help: ArgumentHelp(
      "How the account's age was checked (default: not verified): "
        + Stores.AskFlags.askStoreSummaries.map(\.verificationHelp).joined(separator: "; ") + ".",
      valueName: "method"))
  var verified: AskVerificationArgument?

  @Flag(
    help: ArgumentHelp(
      "The account is supervised by a parent: "
        + Stores.AskFlags.askStoreSummaries.compactMap(\.supervisionHelp).joined(separator: "; ")
        + "."))
  var supervised = false

  @Option(
    help: ArgumentHelp(
      "A failure the store's call returns: "
        + Stores.AskFlags.askStoreSummaries.compactMap(\.faultHelp).joined(separator: "; ")
        + ".", valueName: "NAME"))
  var fault: AskFaultArgument?

  @Option(help: "How to print the answer.")
  var format = FormatOption<AskOutput>(.text)

  @OptionGroup var stores: Stores.AskFlags

  func validate() throws {
    try stores.refuseOtherStoresFlags(
      chosen: platform.platform, verification: verified?.word, supervised: supervised,
      fault: fault?.name)
    let store = try chosenStore()
    if let canned = store.cannedAnswer {
      if let given = personOptionsGiven.first {
        throw ValidationError(
          "\(given) does not go with \(canned), whose answer is canned: it reads no person, "
            + "day or place")
      }
    } else {
      try validatePerson()
    }
    try store.validate(request())
  }

  /// The shared options given that describe the person, the day or the place, by name, in the
  /// order `--help` lists them.
  private var personOptionsGiven: [String] {
    let given: [(String, Bool)] = [
      ("--age", age != nil), ("--birthdate", birthdate != nil), ("--today", today != nil),
      ("--gates", gates != nil), ("--account-created", accountCreated != nil),
      ("--store-dates", storeDates.reading != StoreDatesOption.standardReading),
      ("--mode", mode != .askFirst), ("--answer", answer != .share),
      ("--region", region.region.code != RegionArgument.standard.region.code),
      ("--verified", verified != nil), ("--supervised", supervised), ("--fault", fault != nil),
    ]
    return given.filter(\.1).map(\.0)
  }

  /// Checks the person's age and the days against each other.
  private func validatePerson() throws {
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
  }

  func run() throws {
    AskOutput(answer: try chosenStore().answer(request())).write(
      format.value, to: .standardOutput)
  }

  /// The store `--platform` names, with its flags as parsed.
  private func chosenStore() throws -> any AskStoreOptions {
    guard let store = stores.askStore(platform.platform) else {
      throw ValidationError("no store answers --platform \(platform.platform.rawValue)")
    }
    return store
  }

  /// The shared options, resolved for the store to answer.
  func request() -> AskRequest {
    let (birthdate, today) = resolvedDates()
    return AskRequest(
      birthdate: birthdate, today: today, gates: gates?.values, accountCreated: accountCreated,
      storeDates: storeDates.reading, mode: mode, tap: answer, region: region.region,
      verification: verified?.word, supervised: supervised, fault: fault?.name)
  }

  /// The birthdate and the simulated day (`validate()` has checked the flags); only `--age`
  /// and a missing `--today` read the clock.
  func resolvedDates() -> (birthdate: SimDate, today: SimDate) {
    let today = self.today ?? SystemClock.today()
    // Half a year past the birthday: a person "aged N" as people mean it, well outside Google
    // Play's 2–8-week refresh after a birthday (issue 41), the same day on every platform.
    return (birthdate ?? today.adding(years: -(age ?? 0)).adding(months: -6), today)
  }
}
