import AgeScreen
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios
import Stores

/// The Play stories the screen tests open: the Texas teen on Google Play, and a child in a
/// state without an app-store law, where Play's sharing prompt shows.
package enum PlayStories {
  /// The day the stories start.
  package static let today = SimDate(iso: "2026-09-14") ?? SimDate(daysSinceEpoch: 0)

  /// The world of the built-in `play-change-approved` (Sofia, 14, supervised, with Landmarks),
  /// moved to `today` and `region`.
  package static func world(region: RegionCode = "US-TX") -> PlayWorld {
    guard let scenario = ScenarioLibrary.named("play-change-approved"),
      var world = PlayStory.ofScenario(scenario)?.world
    else { preconditionFailure("the built-in play-change-approved has no Play side") }
    world.today = today
    world.child.region = region
    return world
  }

  package static func day(_ offset: Int) -> SimDate { today.adding(days: offset) }

  /// A 14-year-old in Texas: the developer declares video calling, it takes effect, the app
  /// reads PENDING, her father approves in Family Link, the app reads APPROVED.
  package static let texasTeen = PlayStory(
    name: "texas-teen-play", title: "The Texas teen on Google Play", world: world(),
    steps: [
      PlayScriptStep(
        action: .declareChange(
          id: "video-calling", description: "This update adds video calling.",
          effective: day(2)),
        text: "", narration: "In Play Console the developer declares a significant change.",
        caption: "The developer declares video calling in Play Console, effective Sep 16."),
      PlayScriptStep(
        action: .advanceClock(days: 2), text: "",
        narration: "The change takes effect; Play, not the app, asks the parent.",
        caption: "Sep 16: Play asks her father in Family Link."),
      PlayScriptStep(
        action: .launch(.childPhone), text: "",
        narration: "The app asks for access and reads the signals: the change is PENDING.",
        caption: "Sofia opens Landmarks: PENDING."),
      PlayScriptStep(
        action: .parentAnswers(from: .parentPhone, approve: true),
        text: "", narration: "One approval covers all.",
        caption: "Her father approves in Family Link."),
      PlayScriptStep(
        action: .checkAgain(.childPhone), text: "", narration: "The app polls and reads APPROVED.",
        caption: "The app checks again: APPROVED."),
    ])

  /// A child in California, where Play asks before sharing.
  package static let prompt = PlayStory(
    name: "prompt-play", title: "Play asks before sharing", world: world(region: "US-CA"),
    steps: [
      PlayScriptStep(
        action: .launch(.childPhone), text: "", narration: "Ask before sharing: Play's prompt.",
        caption: "Play asks her whether to share.")
    ])

  /// The Texas teen with Landmarks on her phone and a tablet: she opens it on each.
  package static let tablet: PlayStory = {
    let base = world()
    let launches: [(DeviceID, String)] = [
      (.childPhone, "She opens it on her phone."), (.secondDevice, "Then on her tablet."),
    ]
    return PlayStory(
      name: "tablet-play", title: "A phone and a tablet",
      world: PlayWorld(
        today: today, child: base.child, app: base.app, devices: [.childPhone, .secondDevice]),
      steps: launches.map { device, narration in
        PlayScriptStep(action: .launch(device), text: "", narration: narration, caption: narration)
      })
  }()
}
