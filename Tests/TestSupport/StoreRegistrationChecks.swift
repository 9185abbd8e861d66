import Analyses
import CustomDump
import Foundation
import Scenarios
import StoreRegistry
import Stores
import Testing

/// What every store's registration must hold, checked the same way for each store by its own
/// `<Store>StoreTests` target: every part names the store, and its built-ins are exactly the
/// files of its room's `Store/BuiltIn`, each loading under its own name on the stores it names,
/// this one the last of them in registration order.
enum StoreRegistrationChecks {
  /// The platforms `registration`'s parts name, part by part (nil for a part it has none of).
  static func platforms(of registration: StoreRegistration) -> [String: String?] {
    [
      "scenarioSection": registration.scenarioSection?.platform.rawValue,
      "promptSource": registration.promptSource?.platform.rawValue,
      "compareSide": registration.compareSide.platform.rawValue,
      "exploreSweep": registration.exploreSweep.platform.name,
      "screenSide": registration.screenSide?.platform.rawValue,
      "runScreens": registration.runScreens?.platform.rawValue,
      "graph": registration.graph?.platform.rawValue,
      "promptPictures": registration.promptPictures?.platform.rawValue,
    ]
  }

  /// The names of the YAML files in `Sources/Platforms/<folder>/Store/BuiltIn`, sorted.
  static func builtInFiles(inRoom folder: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = root.appendingPathComponent("Sources/Platforms/\(folder)/Store/BuiltIn")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Checks that `registration`'s built-ins are its room's files, each loading under its own
  /// name and naming `platform` as the last of its stores in registration order.
  static func checkBuiltIns(
    of registration: StoreRegistration, platform: ScenarioPlatform, inRoom folder: String
  ) throws {
    #expect(registration.builtIns.map(\.name).sorted() == (try builtInFiles(inRoom: folder)))
    let order = Stores.registered.map(\.compareSide.platform)
    for builtIn in registration.builtIns {
      let scenario = try ScenarioLoader.load(builtIn.yaml, file: "\(builtIn.name).yaml")
      expectNoDifference(scenario.name, builtIn.name)
      let last = order.last { scenario.platforms.contains($0) }
      expectNoDifference(last, platform, "\(builtIn.name) runs on \(scenario.platforms)")
    }
  }
}
