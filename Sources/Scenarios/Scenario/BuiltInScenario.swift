/// One built-in scenario's text, embedded in the binary: what the picker lists and what a
/// session saves to open it again.
public struct BuiltInScenario: Hashable, Sendable {
  /// The scenario's name (it must match the `name:` in the text).
  public var name: String
  /// The text's UTF-8 bytes, as embedded: the text is decoded only when it is loaded, so the
  /// library's launch-time look at every built-in (``namedPlatforms``) reads bytes and makes no
  /// string (decoding and walking 44 texts as strings cost the TUI's first frame about 0.6 ms).
  public var bytes: [UInt8]

  /// A built-in named `name` with text `yaml`.
  public init(name: String, yaml: String) {
    self.init(name: name, bytes: Array(yaml.utf8))
  }

  /// A built-in named `name` whose text is a file's UTF-8 `bytes`, as a store's room embeds
  /// its `Store/BuiltIn/NAME.yaml` at build time (`.embedInCode`).
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// The YAML text.
  public var yaml: String { String(decoding: bytes, as: UTF8.self) }

  /// The file name messages use: `built-in:NAME`.
  public var file: String { "built-in:\(name)" }

  /// The stores its top-level `platforms: [apple, google-play]` line names, in its order; empty
  /// when it has none (a scenario on its store's own). Read off the bytes without loading them,
  /// so the library can leave out, at no cost at launch, a built-in whose stores are not all
  /// registered (`ScenarioLibrary.sources`): the lines are walked up to the one that starts
  /// with the key (splitting every built-in's whole text into characters cost the TUI's first
  /// frame about 4 ms).
  public var namedPlatforms: [String] {
    let key = Array("platforms:".utf8)
    var lineStart = bytes.startIndex
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      let line = bytes[lineStart..<lineEnd]
      if line.starts(with: key) {
        return String(decoding: line.dropFirst(key.count), as: UTF8.self)
          .filter { !"[] \r".contains($0) }.split(separator: ",").map(String.init)
      }
      lineStart = lineEnd < bytes.endIndex ? lineEnd + 1 : lineEnd
    }
    return []
  }
}
