import FlowEngine
import Foundation
import Scenarios
import Stores

/// Puts a hostile scenario inside a saved session, whatever the session's layout: the saved
/// scenario text is found as the JSON string the encoder wrote for it, and swapped.
enum HostileSessionText {
  /// Nested aliases used as keys: the ~420-byte file that once hung the loader for minutes.
  static let aliasBomb: String = {
    var text = "a0: &a0 [x, y]\n"
    for level in 1...12 {
      let previous = "*a\(level - 1)"
      text += "a\(level): &a\(level) {? \(previous) : 1, ? [\(previous), \(previous)] : 2}\n"
    }
    return text
  }()

  /// The session with the default scenario's saved text replaced by `scenario` (taken as
  /// UTF-8, invalid bytes repaired); the session unchanged when its text cannot be found.
  static func replacingDocumentText(in session: [UInt8], with scenario: [UInt8]) -> [UInt8] {
    guard let source = ScenarioLibrary.sources.first,
      let original = try? JSONEncoder().encode(source.yaml),
      let replacement = try? JSONEncoder().encode(String(decoding: scenario, as: UTF8.self)),
      let range = session.firstRange(of: Array(original))
    else { return session }
    var result = session
    result.replaceSubrange(range, with: Array(replacement))
    return result
  }
}
