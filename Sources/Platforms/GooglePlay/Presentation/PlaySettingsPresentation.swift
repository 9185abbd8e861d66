import FlowEngine
import GooglePlay

/// Play's own Settings rows: the account's verification tier, supervision, the region, the
/// sharing mode, the app's Age Signals library, an injected error, where in the refresh window
/// Play refreshes after a birthday, the clock, the day the account was created, and whether Play
/// follows a law from the statute's date where Google gives none (last, so the rows a presenter's
/// smallest screen shows stay as they were). Each row's button moves to the next value.
public struct PlaySettingsPresentation: Hashable, Sendable {
  /// The rows, in order.
  public var rows: [PlaySettingsRow]

  /// Settings for `world`.
  public init(_ world: PlayWorld) {
    let child = world.child
    let tier = Self.next(after: child.verification, in: PlayAccount.Verification.allCases)
    let mode = Self.next(after: child.sharingMode, in: Self.sharingModes)
    let sdk = Self.next(after: world.app.sdk, in: AgeSignalsSDK.allCases)
    let region = Self.next(after: child.region, in: world.regionChoices.map(\.code))
    let faults: [AgeSignalsError?] = [nil] + AgeSignalsError.allCases
    let fault = Self.next(after: world.fault, in: faults)
    // Not set (counts as new), a year back (older than any law here), or today.
    let creationDays: [SimDate?] = [nil, world.today.adding(years: -1), world.today]
    let created = Self.next(after: child.accountCreated, in: creationDays)
    func row(_ field: PlaySettingsField, choice: PlayChoice? = nil) -> PlaySettingsRow {
      PlaySettingsRow(field.label, field.value(in: world), choice: choice)
    }
    let storeDates = Self.next(after: world.storeDates, in: StoreDateReading.allCases)
    rows = [
      row(.verification, choice: PlayChoice(tier.rawValue, .set(.verification(tier)))),
      row(
        .supervised,
        choice: PlayChoice(
          child.isSupervised ? "stop supervising" : "supervise",
          .set(.supervised(!child.isSupervised)))),
      row(.region, choice: PlayChoice(region.rawValue, .set(.region(region)))),
      row(.sharing, choice: PlayChoice(mode.title, .set(.sharingMode(mode)))),
      row(.sdk, choice: PlayChoice(sdk.rawValue, .set(.sdk(sdk)))),
      row(.fault, choice: PlayChoice(fault?.rawValue ?? "none", .set(.fault(fault)))),
      row(.refreshWeeks),
      row(.clock, choice: PlayChoice("+1 day", .advanceClock(days: 1))),
      row(.clock, choice: PlayChoice("+7 days", .advanceClock(days: 7))),
      row(
        .accountCreated,
        choice: PlayChoice(created?.description ?? "not set", .set(.accountCreated(created)))),
      row(.storeDates, choice: PlayChoice(storeDates.title, .set(.storeDates(storeDates)))),
    ]
  }

  /// Play's sharing modes in the order the Sharing row and `m` go through them: always, ask,
  /// never, the order Apple's go in on Apple's side.
  public static let sharingModes: [PlayAccount.SharingMode] = [
    .alwaysShare, .askBeforeSharing, .neverShare,
  ]

  /// The value after `value` in `values`, wrapping; the first when `value` is not among them.
  public static func next<Value: Equatable>(after value: Value, in values: [Value]) -> Value {
    guard let index = values.firstIndex(of: value) else { return values[0] }
    return values[(index + 1) % values.count]
  }
}
