import Scenarios

extension ScenarioLoader {
  /// Loads a scenario from text on every registered store (``Stores/scenarioSections``).
  public static func load(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    try load(text, file: file, sections: Stores.scenarioSections)
  }

  /// Loads a scenario from a file's bytes (UTF-8, at most 1 MiB) on every registered store.
  public static func load(bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
    try load(text(decoding: bytes, file: file), file: file, sections: Stores.scenarioSections)
  }
}
