import FlowEngine

/// Why a scenario file could not be loaded, and exactly where.
///
/// `description` reads `file:line:column: error: message`, the form editors and terminals link
/// to. The message names the key path (`world.person.age`), what was expected and what was
/// found, and suggests a close spelling when there is one.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name given to the loader (a path, or `built-in:NAME`).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars.
  public var column: Int
  /// What is wrong, starting with the key path when there is one.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: error: message`, with anything in the path or the message that could
  /// act on a terminal escaped (`TerminalSafeText`).
  public var description: String {
    let shownFile = TerminalSafeText.escaping(file, keepsNewlines: false)
    let shownMessage = TerminalSafeText.escaping(message, keepsNewlines: false)
    return "\(shownFile):\(line):\(column): error: \(shownMessage)"
  }
}
