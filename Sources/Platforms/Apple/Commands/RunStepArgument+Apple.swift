import ApplePrompts
import Prompts
import Scenarios
import StoreCommands

extension RunStepArgument {
  /// The step number in `scenario` on Apple's side, or a usage error naming what is wrong: an
  /// unknown surface (with the valid names and the closest one), or one the scenario never shows
  /// (with the built-ins that do, from `builtIns`, made only then).
  public func resolved(in scenario: Scenario, builtIns: () -> PromptCatalogue)
    throws(StoreUsageError) -> Int
  {
    switch self {
    case .number(let step): return step
    case .surface(let key):
      let keys = ApplePromptSource().surfaceKeys
      guard let key = ValueSpelling.first(key, in: keys, spelled: { $0 }) else {
        let hint =
          NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
        throw StoreUsageError(
          "--step \(key) is neither a step number nor a surface name.\(hint) "
            + "Surface names (see `agetui prompts`): \(keys.joined(separator: ", ")).")
      }
      if let step = PromptCatalogue.firstStep(showing: key, in: scenario) { return step }
      let elsewhere = builtIns().appleEntries.filter { $0.surface.matches(key) }
        .compactMap(\.reach).map { "\($0.scenario) (step \($0.step))" }
      throw StoreUsageError(
        "--step \(key): \(scenario.name) never shows \(key)."
          + (elsewhere.isEmpty
            ? " No built-in scenario shows it."
            : " Built-ins that do: \(elsewhere.joined(separator: ", ")).")
      )
    }
  }
}
