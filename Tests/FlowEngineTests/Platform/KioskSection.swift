import Apple
import FlowEngine
import Scenarios

/// The kiosk's section of a scenario file, `kiosk:`, read through the public section API
/// alone (this file imports Scenarios without `@testable`):
///
/// ```yaml
/// kiosk:
///   faulty: true        # the store reads a decline as an approval
///   script: [launch, ask-parent, decline, poll]
/// ```
struct KioskSection: ScenarioSection {
  /// `kiosk`, titled Kiosk.
  static let kiosk = ScenarioPlatform("kiosk", title: "Kiosk")

  var platform: ScenarioPlatform { Self.kiosk }

  /// The words a kiosk script step may be, and the action each stands for.
  static let verbs: [(word: String, action: KioskAction)] = [
    ("launch", .launch(.childPhone)), ("ask-parent", .tapAskParent(.childPhone)),
    ("approve", .parentDecides(approvalID: 1, approved: true)),
    ("decline", .parentDecides(approvalID: 1, approved: false)), ("poll", .poll(.childPhone)),
  ]

  func part(from node: ScenarioNode, world: World, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart
  {
    let fields = try node.mapping(keys: ["faulty", "script"])
    let steps = try fields.required("script").list(maximumCount: 50).map {
      step throws(ScenarioError) in
      let word = try step.name(among: Self.verbs.map(\.word), kind: "a kiosk verb")
      let action = Self.verbs.first { $0.word == word }?.action ?? .poll(.childPhone)
      return KioskScript.Step(action: action, text: word, line: step.line)
    }
    return KioskScript(
      birthdate: world.person.birthdate, age: world.age, app: world.app,
      region: world.regionCode, ignoresDeclines: try fields.optional("faulty")?.boolean() ?? false,
      steps: steps)
  }
}
