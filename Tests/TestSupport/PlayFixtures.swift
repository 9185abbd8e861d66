import FlowEngine
import GooglePlay

/// The worlds the Play platform tests start from.
enum PlayFixtures {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// Landmarks with a feature for 16 and over; its changes are declared in Play Console.
  static let app = AppConfig(
    name: "Landmarks", bundleID: "com.example.landmarks", gates: [16],
    featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
    currentVersion: version("2.0"), originalInstallVersion: version("1.0"))

  static func version(_ text: String) -> AppVersion {
    guard let version = AppVersion(text) else { preconditionFailure("bad version \(text)") }
    return version
  }

  /// The video-calling change, effective 2026-07-10.
  static let videoCalling = PlayAction.declareChange(
    id: "video-calling", description: "This update adds video calling.",
    effective: day("2026-07-10"))

  /// A world on 2026-07-01 in `region`; the child born 2012-03-10 (14 today).
  static func world(
    region: RegionCode = "US-TX", supervised: Bool = true,
    verification: PlayAccount.Verification = .none, birthdate: String = "2012-03-10",
    mode: PlayAccount.SharingMode = .askBeforeSharing, sdk: AgeSignalsSDK = .v004,
    today: String = "2026-07-01", devices: [DeviceID] = [.childPhone]
  ) -> PlayWorld {
    PlayWorld(
      today: day(today),
      child: PlayChild(
        birthdate: day(birthdate), isSupervised: supervised, verification: verification,
        region: region, sharingMode: mode),
      app: PlayApp(config: app, sdk: sdk), devices: devices)
  }

  /// Plays actions in order.
  static func play(_ actions: [PlayAction], in world: inout PlayWorld) {
    for action in actions {
      GooglePlayPlatform.apply(action, in: &world)
    }
  }

  /// The trace as `sequence from→to kind: summary` lines.
  static func lines(_ world: PlayWorld, from start: Int = 0) -> [String] {
    world.trace.dropFirst(start).map {
      "\($0.date) \($0.from.rawValue)→\($0.to.rawValue) \($0.kind.rawValue): \($0.summary)"
    }
  }
}
