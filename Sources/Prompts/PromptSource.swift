import Scenarios

/// What a platform brings to `agetui prompts`: its system surfaces, each with the first
/// built-in step that shows it, found by playing the scenarios. Each store's room brings its own
/// (Apple's `ApplePromptSource`, Google Play's `PlayPromptSource`), registered with the store.
public protocol PromptSource: Sendable {
  /// The platform whose surfaces these are.
  var platform: ScenarioPlatform { get }
  /// The text's heading over its `count` surfaces, saying how their strings are marked.
  func heading(count: Int) -> String
  /// Its key in the JSON document.
  var jsonKey: String { get }
  /// Whether the JSON lists its key with no surfaces (Apple's `surfaces`, which every
  /// document has); the others' keys are left out then.
  var isAlwaysInJSON: Bool { get }
  /// One entry per surface, in catalogue order, with the first step of `scenarios` that shows
  /// it.
  func entries(of scenarios: [Scenario]) -> [PromptEntry]
}

extension PromptSource {
  /// A platform's key is left out of the JSON when it lists no surface.
  public var isAlwaysInJSON: Bool { false }

  /// Every key of its surfaces that `run --step` accepts: each name, then each `name:variant`.
  /// Read off its entries with no scenario played, which list every surface.
  public var surfaceKeys: [String] {
    let surfaces = entries(of: []).map(\.surface)
    var names: [String] = []
    for surface in surfaces where !names.contains(surface.name) {
      names.append(surface.name)
    }
    return names + surfaces.filter { $0.variant != nil }.map(\.id)
  }
}
