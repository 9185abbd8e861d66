import FlowEngine

/// A row of Play's Settings pane: its label and the value it shows for a world. The pane lays
/// the rows out with their buttons (PlayPresentation's `PlaySettingsPresentation`), and a
/// scenario's `expect: settings:` reads the same values by the row's key, so what a test checks
/// is what the screen shows.
public enum PlaySettingsField: String, CaseIterable, Hashable, Sendable {
  /// The account's verification tier: `none`, `tier-c`, `tier-d`.
  case verification
  /// Whether a parent supervises the account with Family Link: `yes`, `no`.
  case supervised
  /// The region code.
  case region
  /// The sharing setting, in Google's words: `Ask before sharing`.
  case sharing
  /// The Age Signals library the app links, with Google's standing for it: `0.0.4 (answers, no
  /// longer updated)`.
  case sdk
  /// The error every call throws while set: `NETWORK_ERROR`, or `none`.
  case fault
  /// Where in Google's 2–8 weeks Play refreshes after a birthday [I]: `8 weeks (of 2–8)`.
  case refreshWeeks = "refresh-weeks"
  /// The simulated day.
  case clock
  /// The day the account was created, or `not set (counts as new)`.
  case accountCreated = "account-created"
  /// How a law without a store's date is read [I]: `the statute's dates`.
  case storeDates = "store-dates"

  /// The row's label on the pane.
  public var label: String {
    switch self {
    case .verification: "Verification tier"
    case .supervised: "Supervised"
    case .region: "Region"
    case .sharing: "Sharing mode"
    case .sdk: "Age Signals SDK"
    case .fault: "Injected fault"
    case .refreshWeeks: "Refresh after a birthday [I]"
    case .clock: "Clock"
    case .accountCreated: "Account created"
    case .storeDates: "Unannounced dates [I]"
    }
  }

  /// The value the row shows in `world`.
  public func value(in world: PlayWorld) -> String {
    let child = world.child
    switch self {
    case .verification: return child.verification.rawValue
    case .supervised: return child.isSupervised ? "yes" : "no"
    case .region: return child.region.rawValue
    case .sharing: return child.sharingMode.title
    case .sdk: return world.app.sdk.titleWithStanding
    case .fault: return world.fault?.rawValue ?? "none"
    case .refreshWeeks: return "\(world.refreshWeeks) weeks (of 2–8)"
    case .clock: return world.today.description
    case .accountCreated: return child.accountCreated?.description ?? "not set (counts as new)"
    case .storeDates: return world.storeDates.title
    }
  }
}
