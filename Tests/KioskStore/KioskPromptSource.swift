import FlowEngine
import Presentation
import Prompts
import Scenarios

/// The kiosk's one system surface in `agetui prompts`: the banner it shows while the store
/// waits for the parent, with the first step of a scenario's kiosk script that shows it.
struct KioskPromptSource: PromptSource {
  /// The surface's name.
  static let waiting = SystemSurface("kiosk-waiting-for-parent")

  var platform: ScenarioPlatform { KioskSection.kiosk }

  func heading(count: Int) -> String {
    "Kiosk: \(count) system surface. Every string is AgeTUI's (≈), as the kiosk is the tests'."
  }

  var jsonKey: String { "kiosk" }

  func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    let reach = scenarios.lazy.compactMap { scenario -> SurfaceReach? in
      guard let script = scenario.parts.part(KioskScript.self) else { return nil }
      return script.played().first { $0.world.sheets[.childPhone] != nil }.map {
        SurfaceReach(
          scenario: scenario.name, step: $0.number, device: .childPhone,
          platform: KioskSection.kiosk)
      }
    }.first
    let content = SurfaceContent(
      title: Wording("Asking your parent", .assumption(note: "the kiosk's banner")),
      lines: [
        Wording(
          "The kiosk asked your parent to approve this app.",
          .assumption(note: "the kiosk's banner"))
      ])
    return [
      PromptEntry(
        surface: Self.waiting, rule: "The app asked for approval and the parent has not answered.",
        content: reach == nil ? nil : content, reach: reach)
    ]
  }
}
