import AmazonAppstore
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import FlowEngine

/// The stories Amazon's screen tests play.
enum AmazonStories {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// Landmarks with a feature for 16 and over.
  static let app = AmazonApp(
    config: AppConfig(
      name: "Landmarks", bundleID: "com.example.landmarks", gates: [16],
      featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
      currentVersion: version("2.0"), originalInstallVersion: version("1.0")))

  /// A walkthrough step as the side shows it: the verb as a script writes it, and the
  /// narration for a caption the step does not give.
  static func step(_ action: AmazonAction, caption: String = "", narration: String)
    -> AmazonScriptStep
  {
    AmazonScriptStep(
      action: action, text: AmazonVerb.text(for: action), narration: narration,
      caption: caption.isEmpty ? narration : caption)
  }

  static func version(_ text: String) -> AppVersion {
    guard let version = AppVersion(text) else { preconditionFailure("bad version \(text)") }
    return version
  }

  /// amazon.md §11's Texas teen on 2026-07-01: 14, supervised, the parent consented to the
  /// download on 2026-06-15, the app on the Fire tablet.
  static let texasWorld = AmazonWorld(
    today: day("2026-07-01"),
    child: AmazonChild(birthdate: day("2012-03-10"), isSupervised: true, region: "US-TX"),
    app: app, consentedOn: day("2026-06-15"))

  /// The Texas teen's walkthrough: the first query, a change reported, consent withheld then
  /// given, a revocation, and the next day's report row.
  static let texasTeen = AmazonStory(
    name: "amazon-texas-teen", title: "A Texas teen on a Fire tablet", world: texasWorld,
    steps: [
      step(
        .launch(.childPhone), caption: "She opens Landmarks",
        narration: "She opens Landmarks; the app queries GetUserAgeData and reads SUPERVISED."),
      step(.close(.childPhone), narration: "She closes the app."),
      step(
        .reportChange(id: "photo-sharing", description: "Photo sharing with friends."),
        caption: "The developer reports a change",
        narration: "The developer reports a significant change in the Developer Console."),
      step(
        .launch(.childPhone), caption: "Consent not granted",
        narration: "She opens Landmarks again: the row reads CONSENT_NOT_GRANTED."),
      step(
        .parentWithholds(from: .parentPhone), caption: "The parent withholds",
        narration: "The parent withholds consent; the app cannot tell a refusal from pending."),
      step(
        .parentConsents(from: .parentPhone), caption: "The parent consents",
        narration: "The parent consents to the current version."),
      step(
        .queryAgain(.childPhone), caption: "The app queries again",
        narration: "The app queries again and reads SUPERVISED with a newer approval date."),
      step(
        .parentRevokes(from: .parentPhone), caption: "The parent revokes",
        narration: "The parent revokes consent; the child can no longer use the app."),
      step(
        .advanceClock(days: 1), caption: "The next day's report",
        narration: "A day later the revocation report lists the profile's user_id, REVOKED."),
    ])
}
