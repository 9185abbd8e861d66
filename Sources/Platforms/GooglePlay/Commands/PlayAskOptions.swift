import ArgumentParser
import FlowEngine
import GooglePlay
import Scenarios
import StoreCommands

/// Google Play's part of `agetui ask`: the flags only Age Signals takes, their checks, and one
/// round of Age Signals calls answered in Google's names, from `AgeSignalsService`.
public struct PlayAskOptions: AskStoreOptions {
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
  var changeStatus: PlaySignificantChangeStatus?

  @Option(
    help: ArgumentHelp(
      "Google Play, supervised accounts: the effective date of the latest approved change, "
        + "which stays while a later change is pending or declined (default with "
        + "--change-status approved: --today).", valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var approvalDate: SimDate?

  @Option(
    help: ArgumentHelp(
      "Google Play: weeks after a birthday until Play's signal shows it (Google: 2 to 8; an "
        + "assumption).", valueName: "N"))
  var refreshWeeks = AgeSignalsQuery.standardRefreshWeeks

  /// Google Play's flags at their defaults.
  public init() {}

  /// Google Play.
  public static var platform: ScenarioPlatform { .googlePlay }

  /// The Play Age Signals API: `requestAgeSignalsAccess` and `checkAgeSignals`.
  public static var apiName: String { "Age Signals" }

  /// Play's tiers.
  public static var verificationMethods: [String] { PlayAccount.Verification.askTiers.map(\.0) }

  /// Play's tiers, for the help.
  public static var verificationHelp: String { "tier-c or tier-d for Google Play" }

  /// Play's supervised accounts, for the help.
  public static var supervisionHelp: String? {
    "for Google Play, managed by a parent with Family Link"
  }

  /// Age Signals' error constants.
  public static var faultNames: [String] { AgeSignalsError.allCases.map(\.rawValue) }

  /// Age Signals' errors, for the help.
  public static var faultHelp: String? {
    "for Google Play, an error the first call throws, as FakeAgeSignalsManager injects it"
  }

  /// Play's rules in `region`, in the few words of the help's region list.
  public static func helpFacts(_ region: Region) -> [String] {
    PlayRegionRule.builtIn.rule(for: region.code).map { period in
      "Google Play: \(helpName(of: period.rule)) from \(period.from)"
        + (period.newAccountsOnly ? " for new accounts" : "")
        + (period.unannounced ? " if Play follows the statute (--store-dates)" : "")
    }
  }

  /// A Google Play rule in the few words of the help's region list.
  static func helpName(of rule: PlayRegionRule) -> String {
    switch rule {
    case .appStoreLaw: "app-store law"
    case .ageBracketLaw: "age-bracket law"
    case .declaredOrUnknown: "declared or unknown ages only"
    case .sharingModes: "the sharing modes decide"
    }
  }

  /// The names of Play's flags given.
  public var givenOptions: [String] {
    let flags: [(String, Bool)] = [
      ("--sdk", sdk != .newest),
      ("--change-status", changeStatus != nil), ("--approval-date", approvalDate != nil),
      ("--refresh-weeks", refreshWeeks != AgeSignalsQuery.standardRefreshWeeks),
    ]
    return flags.filter(\.1).map(\.0)
  }

  /// Google's own values are checked: custom ranges, the refresh, and the options that apply
  /// to a supervised account only.
  public func validate(_ request: AskRequest) throws {
    if let gates = request.gates, case .failure(let error) = PlayAgeRanges.custom(gates) {
      throw ValidationError("--gates: \(error)")
    }
    guard (2...8).contains(refreshWeeks) else {
      throw ValidationError(
        "--refresh-weeks must be from 2 to 8 (Google refreshes 2–8 weeks after a birthday); "
          + "got \(refreshWeeks)")
    }
    let supervisedOnly: [(String, Bool)] = [
      ("--change-status", changeStatus != nil), ("--approval-date", approvalDate != nil),
    ]
    if !request.supervised, let (name, _) = supervisedOnly.first(where: \.1) {
      throw ValidationError(
        "\(name) applies to a supervised account only (Play reports significant changes to "
          + "Family Link accounts); add --supervised")
    }
  }

  /// One round of Age Signals calls, answered in Google's names.
  public func answer(_ request: AskRequest) -> any AskAnswer {
    var ranges = PlayAgeRanges.standard
    if let gates = request.gates, case .success(let custom) = PlayAgeRanges.custom(gates) {
      ranges = custom
    }
    let verification = PlayAccount.Verification.askTiers.first { $0.0 == request.verification }?.1
    let account = PlayAccount(
      birthdate: request.birthdate, isSupervised: request.supervised,
      verification: verification ?? PlayAccount.Verification.none,
      sharingMode: request.mode.playSharingMode, sharesOnPrompt: request.tap == .share,
      changeStatus: changeStatus,
      approvalDate: approvalDate ?? (changeStatus == .approved ? request.today : nil))
    let query = AgeSignalsQuery(
      account: account, region: request.region.code, accountCreated: request.accountCreated,
      today: request.today, sdk: sdk, ranges: ranges,
      fault: request.fault.flatMap(AgeSignalsError.init(rawValue:)), refreshWeeks: refreshWeeks,
      storeDates: request.storeDates)
    return PlayAskAnswer(answer: AgeSignalsService.answer(query), sdk: sdk)
  }
}
