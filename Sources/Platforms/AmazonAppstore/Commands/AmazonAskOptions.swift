import AmazonAppstore
import ArgumentParser
import FlowEngine
import Scenarios
import StoreCommands

/// Amazon Appstore's part of `agetui ask`: the flags only `GetUserAgeData` takes, their checks,
/// and the one row the query returns, in Amazon's column names. With `--test-option N` the row
/// is the canned one of Amazon's sample `TestContentProvider` (amazon.md §4); otherwise it is
/// worked out by amazon.md §5's rule from the shared options (`--age`, `--region`,
/// `--supervised`, `--verified amazon`, `--fault`) and `--consent`.
public struct AmazonAskOptions: AskStoreOptions {
  @Option(
    help: ArgumentHelp(
      "Amazon Appstore: the row of Amazon's sample TestContentProvider for testOption=N "
        + "(1–11), instead of a person.", valueName: "N"),
    transform: AmazonAskOptions.testOption)
  var testOption: AmazonTestOption?

  @Option(
    help: ArgumentHelp(
      "Amazon Appstore, supervised profiles: the parent's consent to the current version of "
        + "the app (default with --supervised: granted).", valueName: "state"))
  var consent: AmazonConsent?

  /// Amazon's flags at their defaults.
  public init() {}

  /// Amazon Appstore.
  public static var platform: ScenarioPlatform {
    ScenarioPlatform(AmazonPlatform.name, title: "Amazon Appstore")
  }

  /// The one word `--verified` takes for Amazon: Amazon does not say how it verifies an adult
  /// (amazon.md §3.2), only that it did.
  public static var verificationMethods: [String] { [verifiedByAmazon] }

  /// The word, for the help.
  public static var verificationHelp: String { "\(verifiedByAmazon) for Amazon Appstore" }

  /// Amazon's supervised profiles, for the help.
  public static var supervisionHelp: String? {
    "for Amazon Appstore, a child or teen profile whose parent consents per app version"
  }

  /// Every `responseStatus` but `SUCCESS`.
  public static var faultNames: [String] { AmazonResponseStatus.faults.map(\.rawValue) }

  /// Amazon's failures, for the help.
  public static var faultHelp: String? {
    "for Amazon Appstore, the responseStatus every row carries (amazon.md §3.1)"
  }

  /// Amazon's default: consent granted when supervised.
  public static var helpDefaults: [String] { ["Amazon consent granted when --supervised"] }

  /// `--verified`'s word for Amazon.
  static let verifiedByAmazon = "amazon"

  /// Amazon's rule in `region`, in the few words of the help's region list.
  public static func helpFacts(_ region: Region) -> [String] {
    switch AmazonRegionRule.builtIn(.standard).rule(for: region.code) {
    case .noLaw: return []
    case .law(let law):
      let paused: String
      switch law.liveFrom {
      case let live? where live > law.inForceFrom:
        paused = ", paused (FEATURE_NOT_SUPPORTED) until \(live) (an assumption)"
      case .some: paused = ""
      case nil: paused = ", paused until further notice"
      }
      return ["Amazon Appstore: \(law.name) from \(law.inForceFrom)\(paused)"]
    }
  }

  /// The names of Amazon's flags given.
  public var givenOptions: [String] {
    let flags: [(String, Bool)] = [
      ("--test-option", testOption != nil), ("--consent", consent != nil),
    ]
    return flags.filter(\.1).map(\.0)
  }

  /// `--test-option N`, as given.
  public var cannedAnswer: String? { testOption.map { "--test-option \($0.rawValue)" } }

  /// Amazon's own rules: a canned row takes none of Amazon's other flags, the bands are fixed,
  /// no prompt is shown, consent belongs to a supervised profile.
  public func validate(_ request: AskRequest) throws {
    if let canned = cannedAnswer {
      if consent != nil {
        throw ValidationError(
          "--consent does not go with \(canned), whose answer is canned: it reads no person, "
            + "day or place")
      }
      return
    }
    if request.gates != nil {
      throw ValidationError(
        "--gates does not go with --platform amazon-appstore: Amazon's bands are fixed (0–12, "
          + "13–15, 16–17, 18+) and an app cannot set its own (amazon.md §2)")
    }
    if request.mode != .askFirst || request.tap != .share {
      let flag = request.mode != .askFirst ? "--mode" : "--answer"
      throw ValidationError(
        "\(flag) does not go with --platform amazon-appstore: GetUserAgeData shows no prompt "
          + "and has no sharing setting (amazon.md §1)")
    }
    if request.accountCreated != nil {
      throw ValidationError(
        "--account-created does not go with --platform amazon-appstore: Amazon documents no "
          + "account-creation-date rule (amazon.md §8)")
    }
    if request.storeDates != .statute {
      throw ValidationError(
        "--store-dates does not go with --platform amazon-appstore: Amazon's page names no "
          + "Alabama or California date, and AgeTUI leaves them off (amazon.md §8)")
    }
    if consent != nil, !request.supervised {
      throw ValidationError(
        "--consent applies to a supervised child or teen profile only (Amazon asks a parent "
          + "to consent per app version); add --supervised")
    }
  }

  /// The row the query returns.
  public func answer(_ request: AskRequest) -> any AskAnswer {
    if let testOption {
      return AmazonAskAnswer(testOption: testOption)
    }
    let consent = request.supervised ? (self.consent ?? .granted) : AmazonConsent.none
    let account = AmazonAccount(
      birthdate: request.birthdate, isSupervised: request.supervised,
      isVerified: request.verification == Self.verifiedByAmazon, consent: consent,
      lastApproval: consent == .granted ? AmazonApprovalTimestamp(day: request.today) : nil)
    let query = AmazonQuery(
      account: account, region: request.region.code, today: request.today,
      fault: request.fault.flatMap(AmazonResponseStatus.init(rawValue:)))
    return AmazonAskAnswer(live: GetUserAgeData.answer(query), consent: consent)
  }

  /// `--test-option`'s value: 1 to 11, or the error Amazon's sample throws, naming the range.
  static func testOption(_ text: String) throws -> AmazonTestOption {
    switch AmazonTestOption.parse(text) {
    case .success(let option): return option
    case .failure(let error): throw ValidationError(error.description)
    }
  }
}
