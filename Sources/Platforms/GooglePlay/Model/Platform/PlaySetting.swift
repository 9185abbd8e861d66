import FlowEngine

/// A setting someone changes on Play's side: the account, where the child is, the app's library,
/// or a fault injected into the app's calls.
public enum PlaySetting: Hashable, Sendable, Codable {
  /// The account's age was checked (or the check undone).
  case verification(PlayAccount.Verification)
  /// A parent starts or stops supervising the account with Family Link.
  case supervised(Bool)
  /// The child is now in this region.
  case region(RegionCode)
  /// The day the child's account was created (nil: not set, so it counts as new [I]); a law
  /// that binds only new accounts (Texas's, on Google's page) skips an older one (§8.1 [V]).
  case accountCreated(SimDate?)
  /// The sharing setting (the parent's in Family Link when supervised).
  case sharingMode(PlayAccount.SharingMode)
  /// The developer ships the app with another library version.
  case sdk(AgeSignalsSDK)
  /// Every call throws this error until cleared (nil), as `setNextAgeSignalsException` makes
  /// the next call throw (reference §8.3 [V]; until cleared [I]).
  case fault(AgeSignalsError?)
  /// Whether Play follows a law from the statute's date where Google gives no firm one: an
  /// assumption the presenter switches (reference §9.1 [U]).
  case storeDates(StoreDateReading)

  /// The setting in a few words: `verification: tier-c`.
  public var summary: String {
    let (name, value): (String, String) =
      switch self {
      case .verification(let verification): ("verification", verification.rawValue)
      case .supervised(let supervised): ("supervised with Family Link", "\(supervised)")
      case .region(let code): ("region", code.rawValue)
      case .accountCreated(let day): ("account created", day?.description ?? "not set")
      case .sharingMode(let mode): ("sharing", mode.title)
      case .sdk(let sdk): ("Age Signals library", sdk.rawValue)
      case .fault(let error): ("injected error", error?.rawValue ?? "none")
      case .storeDates(let reading): ("store dates [I]", reading.title)
      }
    return "\(name): \(value)"
  }

  /// Who changes it.
  public var actor: PlayActor {
    switch self {
    case .verification, .region, .accountCreated: .child
    case .supervised, .sharingMode: .parent
    case .sdk, .fault: .developer
    case .storeDates: .play
    }
  }
}
