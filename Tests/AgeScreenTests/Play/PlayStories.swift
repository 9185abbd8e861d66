import AgeScreen
import FlowEngine
import GooglePlay

/// The Play stories the screen tests open: the Texas teen on Google Play, and a child in a
/// state without an app-store law, where Play's sharing prompt shows.
enum PlayStories {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  static let app = AppConfig(
    name: "Landmarks", bundleID: "com.example.landmarks", gates: [16],
    featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
    currentVersion: version("2.0"), originalInstallVersion: version("1.0"))

  static func version(_ text: String) -> AppVersion {
    guard let version = AppVersion(text) else { preconditionFailure("bad version \(text)") }
    return version
  }

  static func world(region: String = "US-TX") -> PlayWorld {
    PlayWorld(
      today: day("2026-09-14"),
      child: PlayChild(birthdate: day("2012-03-02"), isSupervised: true, region: region),
      app: PlayApp(config: app))
  }

  /// A 14-year-old in Texas: the developer declares video calling, it takes effect, the app
  /// reads PENDING, her father approves in Family Link, the app reads APPROVED.
  static let texasTeen = PlayStory(
    name: "texas-teen-play", title: "The Texas teen on Google Play", world: world(),
    steps: [
      PlayStoryStep(
        action: .declareChange(
          id: "video-calling", description: "This update adds video calling.",
          effective: day("2026-09-16")),
        caption: "The developer declares video calling in Play Console, effective Sep 16.",
        narration: "In Play Console the developer declares a significant change."),
      PlayStoryStep(
        action: .advanceClock(days: 2), caption: "Sep 16: Play asks her father in Family Link.",
        narration: "The change takes effect; Play, not the app, asks the parent."),
      PlayStoryStep(
        action: .launch(.childPhone), caption: "Sofia opens Landmarks: PENDING.",
        narration: "The app asks for access and reads the signals: the change is PENDING."),
      PlayStoryStep(
        action: .parentAnswers(from: .parentPhone, approve: true),
        caption: "Her father approves in Family Link.", narration: "One approval covers all."),
      PlayStoryStep(
        action: .checkAgain(.childPhone), caption: "The app checks again: APPROVED.",
        narration: "The app polls and reads APPROVED."),
    ])

  /// A child in California, where Play asks before sharing.
  static let prompt = PlayStory(
    name: "prompt-play", title: "Play asks before sharing", world: world(region: "US-CA"),
    steps: [
      PlayStoryStep(
        action: .launch(.childPhone), caption: "Play asks her whether to share.",
        narration: "Ask before sharing: Play's prompt.")
    ])
}
