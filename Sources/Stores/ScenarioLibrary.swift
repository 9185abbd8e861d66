import FlowEngine
import Scenarios

/// The built-in scenarios, written in the scenario file format and embedded in the binary.
///
/// Each is loaded through `ScenarioLoader` like any file, so the built-ins double as examples
/// of the format. A test loads and plays every one to its documented outcome.
public enum ScenarioLibrary {
  /// One built-in scenario's text.
  public typealias Source = BuiltInScenario

  /// The scenario `agetui` opens on: the first built-in of the first store registered
  /// (`texas-teen`, Apple's), as `agetui scenarios` lists it first.
  public static let defaultName = sources.first?.name ?? ""

  /// Each source with what loading it gave.
  static let loaded: [(source: Source, result: Result<Scenario, ScenarioError>)] = sources.map {
    source in
    do throws(ScenarioError) {
      return (source, .success(try ScenarioLoader.load(source.yaml, file: source.file)))
    } catch {
      return (source, .failure(error))
    }
  }

  /// Every built-in that loads, in display order. (A test asserts that all of them load.)
  public static let all: [Scenario] = loaded.compactMap { try? $0.result.get() }

  /// The errors of built-ins that fail to load; empty in a correct build.
  public static let loadErrors: [ScenarioError] = loaded.compactMap {
    if case .failure(let error) = $0.result { return error }
    return nil
  }

  /// Every built-in name, in display order (read from the list, so that shell completions and
  /// suggestions parse no scenario; a test asserts each file's `name:` agrees).
  public static var names: [String] { sources.map(\.name) }

  /// The built-in with a name, loading only that one (opening the TUI on one scenario need
  /// not parse all of them); nil also for a built-in that does not load.
  public static func named(_ name: String) -> Scenario? {
    guard let source = sources.first(where: { $0.name == name }) else { return nil }
    return try? ScenarioLoader.load(source.yaml, file: source.file)
  }

  /// The built-ins as the screen layer's picker lists them.
  public static let shelf = ScenarioShelf(
    sources: sources, defaultName: defaultName, loadAll: { all })

  /// Built-in names close to a misspelt one, closest first.
  public static func closeNames(to name: String) -> [String] {
    NameSuggester.closeNames(to: name, among: names)
  }

  /// The scenario `agetui` opens on (``defaultName``). It throws only if the built-in text is
  /// broken, which a test rules out; the error then names the line.
  public static var defaultScenario: Scenario {
    get throws(ScenarioError) {
      guard let source = sources.first(where: { $0.name == defaultName }) else {
        throw ScenarioError(
          file: "built-in:\(defaultName)", line: 1, column: 1,
          message: "the default scenario is missing from the library")
      }
      return try ScenarioLoader.load(source.yaml, file: source.file)
    }
  }
}
