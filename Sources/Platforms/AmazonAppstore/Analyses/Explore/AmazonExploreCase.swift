import AmazonAppstore
import FlowEngine

/// One world of Amazon's sweep: who, where, when, the parent's starting consent, and what the
/// app's queries reach (Amazon's own provider, an injected fault, or a test option).
public struct AmazonExploreCase: Hashable, Sendable {
  /// The user's age on the day.
  public var age: Int
  /// Where the user is.
  public var region: RegionCode
  /// The day.
  public var date: SimDate
  /// The parent's consent to the current version at the start.
  public var consent: AmazonConsent
  /// Whether a parent supervises the profile.
  public var supervised: Bool
  /// Whether an adult's age is verified.
  public var verified: Bool
  /// A status every call returns, or nil.
  public var fault: AmazonResponseStatus?
  /// The test provider's option the app queries, or nil for Amazon's own provider.
  public var testOption: AmazonTestOption?

  /// The world the case starts from, with the app installed on the child's tablet.
  public func world(app: AppConfig) -> AmazonWorld {
    let child = AmazonChild(
      birthdate: date.adding(years: -age), isSupervised: supervised, isVerified: verified,
      region: region)
    var world = AmazonWorld(
      today: date, child: child, app: AmazonApp(config: app),
      consentedOn: supervised && consent == .granted ? date : nil)
    if supervised, consent == .pending {
      world.requests = [
        AmazonConsentRequest(id: 1, changeIDs: [], sentOn: date, state: .pending)
      ]
    }
    world.fault = fault
    world.testOption = testOption
    return world
  }

  /// What the app's queries reach: `live`, `fault INTERNAL_ERROR`, `test-option 7`.
  public var source: String {
    if let testOption { return "test-option \(testOption.rawValue)" }
    return fault.map { "fault \($0.rawValue)" } ?? "live"
  }
}
