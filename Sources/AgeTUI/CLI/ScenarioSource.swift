import AgeScreen
import FlowEngine
import Scenarios

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// A scenario named on the command line: a built-in name, or the path of a scenario file.
///
/// Reading files happens here, not in FlowEngine. A built-in name wins; anything else must be
/// a regular file: a named pipe, socket, device or directory is refused before it is read, and
/// a file is read only up to 1 MiB plus one byte, so a huge file is refused without reading it
/// all.
enum ScenarioSource {
  /// A built-in scenario.
  case builtIn(Scenario)
  /// A file's bytes, with the path as given.
  case file(path: String, bytes: [UInt8])

  /// Why a scenario could not be found or read: a usage error (exit 64).
  struct NotFound: Error, CustomStringConvertible {
    /// The message, without a prefix.
    var message: String

    var description: String { message }
  }

  /// Finds a built-in by name, or reads a file.
  static func resolve(_ argument: String) throws(NotFound) -> ScenarioSource {
    if let scenario = ScenarioLibrary.named(argument) {
      return .builtIn(scenario)
    }
    guard RegularFileReader.exists(argument) else {
      let close = ScenarioLibrary.closeNames(to: argument)
      let hint = close.isEmpty ? "" : " Did you mean \(close.joined(separator: ", "))?"
      throw NotFound(
        message:
          "no built-in scenario or file named “\(argument)”.\(hint) Run `agetui scenarios` "
          + "for the built-in names.")
    }
    return .file(path: argument, bytes: try read(argument))
  }

  /// Reads at most one byte more than a scenario file may hold (the loader names the size
  /// limit in its own error).
  static func read(_ path: String) throws(NotFound) -> [UInt8] {
    do {
      return try RegularFileReader.bytes(of: path, limit: ScenarioLoader.maximumBytes + 1)
    } catch {
      throw NotFound(message: error.message(for: path))
    }
  }

  /// The scenario, loaded (a built-in is already loaded).
  func load() throws(ScenarioError) -> Scenario {
    switch self {
    case .builtIn(let scenario): scenario
    case .file(let path, let bytes): try ScenarioLoader.load(bytes: bytes, file: path)
    }
  }
}
