import ArgumentParser
import Scenarios

extension ScenarioSource {
  /// The scenario a command names, found and loaded: a name or file that cannot be found or read is a
  /// usage error (exit 64), text that does not load is exit 1; either way the reason goes to
  /// standard error first.
  static func loadedForCommand(_ argument: String) throws -> (
    source: ScenarioSource, scenario: Scenario
  ) {
    let source: ScenarioSource
    do {
      source = try resolve(argument)
    } catch {
      StandardError.line("Error: \(error.message)")
      throw ExitCode(64)
    }
    do {
      return (source, try source.load())
    } catch {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
  }
}
