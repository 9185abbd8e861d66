import AgeScreen
import FlowEngine
import Scenarios
import Stores

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
/// all. `read(_:)` is the one reader of scenario files: `check`, `run` (every format),
/// `compare` and the TUI all take a file through it, so a byte-order mark, the size limit and
/// their messages are the same everywhere.
///
/// Either way the result is the scenario's text, not yet loaded: a command loads it once, with
/// the one loader (`ScenarioOpener.yaml`), and hands what it loaded on (to the runner, the
/// pictures, the TUI), so no scenario is parsed twice.
enum ScenarioSource {
  /// A built-in scenario's text.
  case builtIn(ScenarioDocument)
  /// A file's text, with the path as given.
  case file(ScenarioDocument)

  /// Why a name or path gave no scenario text.
  enum Failure: Error {
    /// No such built-in or file, or the file cannot be read: a usage error (exit 64). The
    /// message, without a prefix.
    case unreadable(String)
    /// The file was read, but it is no scenario file's text (larger than 1 MiB, or not
    /// UTF-8): exit 1, as for any file that does not load.
    case invalid(ScenarioError)
  }

  /// Finds a built-in by name, or reads a file.
  static func resolve(_ argument: String) throws(Failure) -> ScenarioSource {
    if let source = ScenarioLibrary.sources.first(where: { $0.name == argument }) {
      return .builtIn(ScenarioDocument(source))
    }
    guard RegularFileReader.exists(argument) else {
      let close = ScenarioLibrary.closeNames(to: argument)
      let hint = close.isEmpty ? "" : " Did you mean \(close.joined(separator: ", "))?"
      throw .unreadable(
        "no built-in scenario or file named “\(argument)”.\(hint) Run `agetui scenarios` "
          + "for the built-in names.")
    }
    return .file(try read(argument))
  }

  /// Reads a scenario file as text: one byte more than a scenario file may hold at most, so
  /// the loader's own size rule refuses a larger file with its one message.
  static func read(_ path: String) throws(Failure) -> ScenarioDocument {
    let bytes: [UInt8]
    do {
      bytes = try RegularFileReader.prefix(of: path, count: ScenarioLoader.maximumBytes + 1)
    } catch {
      throw .unreadable(error.message(for: path))
    }
    do {
      return ScenarioDocument(
        file: path, text: try ScenarioLoader.text(decoding: bytes, file: path))
    } catch {
      throw .invalid(error)
    }
  }

  /// The scenario's text and origin, as the TUI and recordings keep it.
  var document: ScenarioDocument {
    switch self {
    case .builtIn(let document), .file(let document): document
    }
  }
}
