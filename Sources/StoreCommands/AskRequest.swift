import FlowEngine

/// What `agetui ask`'s shared options describe, checked and resolved, for the store chosen
/// by `--platform` to answer: the person, the day, the place and the app's gates.
public struct AskRequest: Sendable {
  /// The person's birthdate.
  public let birthdate: SimDate
  /// The simulated day.
  public let today: SimDate
  /// `--gates`, as given (nil when not given); each store checks them by its own rules.
  public let gates: [Int]?
  /// The day the person's account was created (nil: none, so it counts as new).
  public let accountCreated: SimDate?
  /// `--store-dates`: where a store has given no date for a law.
  public let storeDates: StoreDateReading
  /// `--mode`: the sharing setting.
  public let mode: AskSharingMode
  /// `--answer`: what the person taps on a prompt.
  public let tap: AskPromptTap
  /// `--region`: where the person is.
  public let region: Region
  /// `--verified`'s word, one of the chosen store's ``AskStoreOptions/verificationMethods``
  /// (nil: not verified).
  public let verification: String?
  /// `--supervised`: a parent supervises the account (only a store with
  /// ``AskStoreOptions/supervisionHelp`` takes it).
  public let supervised: Bool
  /// `--fault`'s value, one of the chosen store's ``AskStoreOptions/faultNames`` (nil: none).
  public let fault: String?

  /// The request the shared options describe.
  public init(
    birthdate: SimDate, today: SimDate, gates: [Int]?, accountCreated: SimDate?,
    storeDates: StoreDateReading, mode: AskSharingMode, tap: AskPromptTap, region: Region,
    verification: String?, supervised: Bool = false, fault: String? = nil
  ) {
    self.birthdate = birthdate
    self.today = today
    self.gates = gates
    self.accountCreated = accountCreated
    self.storeDates = storeDates
    self.mode = mode
    self.tap = tap
    self.region = region
    self.verification = verification
    self.supervised = supervised
    self.fault = fault
  }
}
