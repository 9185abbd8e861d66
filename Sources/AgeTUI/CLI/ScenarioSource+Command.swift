import AgeScreen
import ArgumentParser
import FlowEngine
import Scenarios
import Stores

extension ScenarioSource {
  /// The scenario a command names, found and loaded once by `opener`: a name or file that
  /// cannot be found or read is a usage error (exit 64), text that does not load is exit 1;
  /// either way the reason goes to standard error first.
  static func loadedForCommand(_ argument: String, opener: ScenarioOpener = .yaml) throws -> (
    document: ScenarioDocument, scenario: Scenario
  ) {
    let source: ScenarioSource
    do throws(ScenarioSource.Failure) {
      source = try resolve(argument)
    } catch .unreadable(let message) {
      StandardError.line("Error: \(message)")
      throw ExitCode(64)
    } catch .invalid(let error) {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
    do {
      return (source.document, try opener.load(source.document))
    } catch {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
  }

  /// The default scenario's app, for the commands that sweep it (`explore`, `graph`). The
  /// built-in always loads (a test holds it); should it not, the reason goes to standard error
  /// and the command exits 1.
  static func defaultAppForCommand() throws -> AppConfig {
    do {
      return try ScenarioLibrary.defaultScenario.world.app
    } catch {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
  }
}
