/// One built-in scenario's text, embedded in the binary: what the picker lists and what a
/// session saves to open it again.
public struct BuiltInScenario: Hashable, Sendable {
  /// The scenario's name (it must match the `name:` in the text).
  public var name: String
  /// The YAML text.
  public var yaml: String

  /// A built-in named `name` with text `yaml`.
  public init(name: String, yaml: String) {
    self.name = name
    self.yaml = yaml
  }

  /// A built-in named `name` whose text is a file's UTF-8 `bytes`, as a store's room embeds
  /// its `Store/BuiltIn/NAME.yaml` at build time (`.embedInCode`).
  public init(name: String, bytes: [UInt8]) {
    self.init(name: name, yaml: String(decoding: bytes, as: UTF8.self))
  }

  /// The file name messages use: `built-in:NAME`.
  public var file: String { "built-in:\(name)" }
}
