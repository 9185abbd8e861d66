import Testing

/// A bad scenario file and the exact error it must give, for tables of loader errors.
public struct ScenarioErrorCase: Sendable, CustomTestStringConvertible {
  /// What the case shows, as the test's name.
  public var name: String
  /// The file's text.
  public var text: String
  /// The whole error, `file:line:column: error: …`.
  public var error: String

  /// A case named `name`: `text` must fail with `error`.
  public init(_ name: String, _ text: String, _ error: String) {
    self.name = name
    self.text = text
    self.error = error
  }

  /// The case's name.
  public var testDescription: String { name }
}
