import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Presentation
import Prompts
import Scenarios

/// Amazon Appstore's surfaces (``AmazonSurface``) for `agetui prompts`, each with the first
/// step of an Amazon built-in that shows it, found by playing their Amazon parts.
public struct AmazonPromptSource: PromptSource {
  /// Amazon's source.
  public init() {}

  /// Amazon Appstore.
  public var platform: ScenarioPlatform {
    ScenarioPlatform(AmazonPlatform.name, title: "Amazon Appstore")
  }

  /// Amazon documents nothing a parent or child sees, so every surface is AgeTUI's.
  public func heading(count: Int) -> String {
    "Amazon Appstore: \(count) surfaces, every one AgeTUI's invention: Amazon documents "
      + "nothing a parent or child sees (amazon.md §10). Each string is marked "
      + "\(WordingMark.symbol) AgeTUI's invented wording or · Amazon's row, file or the "
      + "developer's text."
  }

  /// `amazonAppstore`.
  public var jsonKey: String { "amazonAppstore" }

  /// Plays the Amazon parts of `scenarios` and keeps the first sighting of each surface; a
  /// surface none of them shows has no content and no reach.
  public func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    var found: [AmazonSurface: (content: SurfaceContent, reach: SurfaceReach)] = [:]
    for scenario in scenarios {
      guard let run = AmazonScenarioRunner.run(scenario) else { continue }
      for sighting in Self.sightings(of: run) where found[sighting.surface] == nil {
        guard let content = sighting.surface.content(in: sighting.world) else { continue }
        let (device, naming) = Self.place(of: sighting.surface, in: sighting.world)
        found[sighting.surface] = (
          content,
          SurfaceReach(
            scenario: scenario.name, step: sighting.step, device: device,
            platform: .amazonAppstore, naming: naming,
            needsStoreOption: scenario.platforms.contains { $0 != .amazonAppstore })
        )
      }
    }
    return AmazonSurface.allCases.map { surface in
      PromptEntry(
        surface: SystemSurface(surface.rawValue), rule: surface.rule,
        content: found[surface]?.content, reach: found[surface]?.reach)
    }
  }

  /// Every surface each step of an Amazon run shows, with the step (0 is the start) and its
  /// world, in step order.
  public static func sightings(of run: AmazonRun)
    -> [(step: Int, surface: AmazonSurface, world: AmazonWorld)]
  {
    let worlds = [(0, run.initial)] + run.steps.map { ($0.number, $0.world) }
    return worlds.flatMap { step, world in
      AmazonSurface.shown(in: world).map { (step, $0, world) }
    }
  }

  /// Where `surface` shows in `world`: the app's row on the first Fire tablet running it, the
  /// request and the settings row on the parent's device. The Developer Console is on no
  /// device of the family, so its pages are named `developer-console`.
  static func place(of surface: AmazonSurface, in world: AmazonWorld) -> (DeviceID, DeviceNaming) {
    switch surface {
    case .appAnswer:
      let running = DeviceID.allCases.first {
        world.flows[$0].map { $0.step != .notRunning } ?? false
      }
      return (running ?? .childPhone, .amazonAppstore)
    case .consentRequest, .settings:
      return (.parentPhone, .amazonAppstore)
    case .consoleSignificantChange, .consoleRevocationReport:
      return (.parentPhone, consoleNaming)
    }
  }

  /// The Developer Console's name, whatever device stands for it.
  static let consoleNaming = DeviceNaming(
    names: Dictionary(uniqueKeysWithValues: DeviceID.allCases.map { ($0, "developer-console") }),
    secondDeviceSetting: DeviceNaming.amazonAppstore.secondDeviceSetting)
}
