import Prompts
import Scenarios

/// What `run`'s screen formats refuse on a store's side the same way for every store beside
/// Apple (Google Play's, Amazon's): one step of a page and `--devices` are Apple's, a step past
/// the script, and a `--step` surface that is not the store's or that the scenario never shows.
/// Each store's `RunScreens` asks these, so the messages read alike on every side.
public enum SideScreenChecks {
  /// `--step` on a page, which shows every step.
  public static func pageStep(on platform: ScenarioPlatform) -> StoreUsageError {
    usage("--step shows one step of Apple's storyboard; \(platform.title)'s page shows them all")
  }

  /// `--devices`, which draws Apple's phones.
  public static func devices(on platform: ScenarioPlatform) -> StoreUsageError {
    usage("--devices draws Apple's phones; \(platform.title)'s side draws the TUI's screen")
  }

  /// The step a picture is drawn after: `step`'s number, the first step that shows its surface
  /// (`showing`), or the last, `last`; a usage error when it is not 0 to `last`.
  public static func target(
    _ step: RunStepArgument?, last: Int, scenario: String, on platform: ScenarioPlatform,
    showing: (String) throws(StoreUsageError) -> Int
  ) throws(StoreUsageError) -> Int {
    let target: Int
    switch step {
    case .number(let number)?: target = number
    case .surface(let key)?: target = try showing(key)
    case nil: target = last
    }
    guard (0...last).contains(target) else {
      throw usage(
        "--step \(target) is out of range: \(scenario)'s \(platform.title) script has "
          + "steps 0 (the start) to \(last)")
    }
    return target
  }

  /// `--step key` names none of `platform`'s surfaces: another store's (named), or none at all,
  /// with the closest name and the store's list (each store's surfaces from `sources`).
  public static func unknownSurface(
    _ key: String, on platform: ScenarioPlatform, among sources: [any PromptSource]
  ) -> StoreUsageError {
    let keys = sources.first { $0.platform == platform }?.surfaceKeys ?? []
    let hint =
      NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
    let what =
      sources.first { $0.platform != platform && $0.surfaceKeys.contains(key) }.map {
        "is one of \($0.platform.title)'s surfaces, not \(platform.title)'s"
      } ?? "is neither a step number nor a surface of \(platform.title)'s"
    return usage(
      "--step \(key) \(what).\(hint) \(platform.title)'s surfaces (see `agetui prompts "
        + "--platform \(platform.rawValue)`): \(keys.joined(separator: ", "))")
  }

  /// `--step key` names a surface `scenario` never shows on the store's side, with the
  /// built-ins that do (`reaches`).
  public static func neverShown(
    _ key: String, scenario: String, on platform: ScenarioPlatform, reaches: [SurfaceReach]
  ) -> StoreUsageError {
    let elsewhere = reaches.map { "\($0.scenario) (step \($0.step))" }
    return usage(
      "--step \(key): \(scenario) never shows \(key) on \(platform.title)'s side"
        + (elsewhere.isEmpty ? "" : "; built-ins that do: \(elsewhere.joined(separator: ", "))"))
  }

  /// What cannot be drawn on a store's side, as a sentence.
  private static func usage(_ message: String) -> StoreUsageError {
    StoreUsageError(message + ".")
  }
}
