import AmazonAppstore
import FlowEngine

/// The worlds and values Amazon's tests start from.
enum AmazonFixtures {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// Landmarks with a feature for 16 and over; its changes are reported in the Developer
  /// Console.
  static let app = AmazonApp(
    config: AppConfig(
      name: "Landmarks", bundleID: "com.example.landmarks", gates: [16],
      featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
      currentVersion: version("2.0"), originalInstallVersion: version("1.0")))

  static func version(_ text: String) -> AppVersion {
    guard let version = AppVersion(text) else { preconditionFailure("bad version \(text)") }
    return version
  }

  /// The child of amazon.md §11: born 2012-03-10, 14 on 2026-07-01.
  static let teenBirthdate = day("2012-03-10")

  /// An account in `consent`, supervised unless said otherwise; consented on 2026-06-15.
  static func account(
    birthdate: String = "2012-03-10", supervised: Bool = true, verified: Bool = false,
    consent: AmazonConsent = .granted
  ) -> AmazonAccount {
    AmazonAccount(
      birthdate: day(birthdate), isSupervised: supervised, isVerified: verified, consent: consent,
      lastApproval: supervised ? AmazonApprovalTimestamp(day: day("2026-06-15")) : nil)
  }

  /// The Texas teen's world on 2026-07-01, the app installed on the Fire tablet, the parent's
  /// consent to the download given on 2026-06-15.
  static func world(
    region: RegionCode = "US-TX", supervised: Bool = true, verified: Bool = false,
    birthdate: String = "2012-03-10", today: String = "2026-07-01",
    consentedOn: String? = "2026-06-15", assumptions: AmazonAssumptions = .standard
  ) -> AmazonWorld {
    AmazonWorld(
      today: day(today),
      child: AmazonChild(
        birthdate: day(birthdate), isSupervised: supervised, isVerified: verified,
        region: region),
      app: app, consentedOn: consentedOn.map(day), assumptions: assumptions)
  }

  /// Plays actions in order.
  static func play(_ actions: [AmazonAction], in world: inout AmazonWorld) {
    for action in actions {
      AmazonPlatform.apply(action, in: &world)
    }
  }

  /// The trace as `date from→to kind: summary` lines.
  static func lines(_ world: AmazonWorld, from start: Int = 0) -> [String] {
    world.trace.dropFirst(start).map {
      "\($0.date) \($0.from.rawValue)→\($0.to.rawValue) \($0.kind.rawValue): \($0.summary)"
    }
  }
}
