import ApplePresentation
import ArgumentParser
import Presentation
import Prompts
import Scenarios

/// `run --step`: a walkthrough step number, or a system surface's name from `agetui prompts`
/// (`permission-alert`, `blocked-screen:parent-declined`), meaning the first step showing it.
public enum RunStepArgument: ExpressibleByArgument, Sendable, Equatable {
  /// A step number (0 is the start).
  case number(Int)
  /// A surface name (`name` or `name:variant`).
  case surface(String)

  /// A number is a step; any other word a surface's name.
  public init?(argument: String) {
    self = Int(argument).map(RunStepArgument.number) ?? .surface(argument)
  }

  /// The step number in `scenario`, or a usage error naming what is wrong: an unknown surface
  /// (with the valid names and the closest one), or one the scenario never shows (with the
  /// built-ins that do, from `builtIns`, made only then).
  public func resolved(in scenario: Scenario, builtIns: () -> PromptCatalogue)
    throws(StoreUsageError) -> Int
  {
    switch self {
    case .number(let step): return step
    case .surface(let key):
      let keys = SystemSurface.keys
      guard let key = ValueSpelling.first(key, in: keys, spelled: { $0 }) else {
        let hint =
          NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
        throw StoreUsageError(
          "--step \(key) is neither a step number nor a surface name.\(hint) "
            + "Surface names (see `agetui prompts`): \(keys.joined(separator: ", ")).")
      }
      if let step = PromptCatalogue.firstStep(showing: key, in: scenario) { return step }
      let elsewhere = builtIns().entries.filter { $0.surface.matches(key) }
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
