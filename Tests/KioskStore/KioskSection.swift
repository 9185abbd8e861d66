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
///
/// and, in a `world.regions` row, `kiosk: {consent-required: true}`.
struct KioskSection: KeyedScenarioSection {
  /// `kiosk`, titled Kiosk.
  static let kiosk = ScenarioPlatform("kiosk", title: "Kiosk")

  var platform: ScenarioPlatform { Self.kiosk }

  /// The words a kiosk script step may be, and the action each stands for.
  static let verbs: [(word: String, action: KioskAction)] = [
    ("launch", .launch(.childPhone)), ("ask-parent", .tapAskParent(.childPhone)),
    ("approve", .parentDecides(approvalID: 1, approved: true)),
    ("decline", .parentDecides(approvalID: 1, approved: false)), ("poll", .poll(.childPhone)),
  ]

  func part(from node: ScenarioNode, world: SharedWorld, loader: inout ScenarioLoader)
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
      birthdate: world.birthdate, age: world.age, app: world.app,
      region: world.regionCode,
      regionRules: loader.regionRules(of: platform, startingFrom: KioskPlatform.builtInRegionRules),
      ignoresDeclines: try fields.optional("faulty")?.boolean() ?? false, steps: steps)
  }

  /// A region row's `kiosk: {consent-required: true}`: the kiosk's law there.
  func readRegionRules(from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader)
    throws(ScenarioError)
  {
    let required =
      try node?.mapping(keys: ["consent-required"]).required("consent-required").boolean() ?? false
    var rules = loader.regionRules(of: platform, startingFrom: KioskPlatform.builtInRegionRules)
    rules.upsert(required ? [.significantAppChangeRequiresParentalConsent] : [], for: region.code)
    loader.setRegionRules(rules, of: platform)
  }
}
