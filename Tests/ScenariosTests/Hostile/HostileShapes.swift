/// The worst YAML shapes we know of for a parser or composer, each as large as a scenario file
/// may be: aliases as keys, nested aliases, deep flow and block nesting, long and many keys,
/// long scalars, tags everywhere and bare-CR line ends.
enum HostileShapes {
  /// The largest file the loader accepts; shapes are built just under it.
  static let limit = 1_048_576

  /// One shape: a name for messages and the file's text.
  struct Shape: Sendable, CustomStringConvertible {
    /// What the shape is.
    let name: String
    /// The file.
    let text: String

    var description: String { name }
  }

  /// `unit` repeated to fill the limit after `head`, then `tail`.
  private static func filled(_ head: String, _ unit: String, _ tail: String = "") -> String {
    let room = limit - head.utf8.count - tail.utf8.count
    return head + String(repeating: unit, count: max(0, room / max(1, unit.utf8.count))) + tail
  }

  /// Nested aliases used as mapping keys: each level doubles the work of a composer that
  /// expands aliases and compares whole keys (the ~420-byte file of issue 9, then scaled).
  static func aliasKeys(levels: Int) -> String {
    var text = "a0: &a0 [x, y]\n"
    for level in 1...levels {
      let previous = "*a\(level - 1)"
      text +=
        "a\(level): &a\(level) {? \(previous) : 1, ? [\(previous)] : 2, "
        + "? [\(previous), \(previous)] : 3}\n"
    }
    return text
  }

  /// Every shape.
  static let all: [Shape] = [
    Shape(name: "aliases as keys (small)", text: aliasKeys(levels: 12)),
    Shape(name: "aliases as keys (filled)", text: filled(aliasKeys(levels: 12), "# pad\n")),
    Shape(
      name: "billion laughs",
      text: "a: &a [x, x, x, x, x, x, x, x, x]\n"
        + (1...9).map {
          "b\($0): &b\($0) [*\($0 == 1 ? "a" : "b\($0 - 1)"), *\($0 == 1 ? "a" : "b\($0 - 1)")]"
        }
        .joined(separator: "\n") + "\n"),
    Shape(name: "a tag before an anchored flow list", text: "name: !t &x [1]\n"),
    Shape(name: "an alias after bare-CR line ends", text: "name: x\rtitle: *x\r"),
    Shape(
      name: "a plain scalar continued on a line starting with a quote",
      text: "name: x\n  \"y\ntitle: &a b\n"),
    Shape(name: "deep flow lists, unclosed", text: filled("a: ", "[")),
    Shape(name: "deep flow mappings, unclosed", text: filled("a: ", "{a: ")),
    Shape(
      name: "flow lists 32 deep, many times",
      text: filled(
        "script:\n",
        "- " + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "\n")),
    Shape(
      name: "deep block mappings",
      text: (0..<1000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()),
    Shape(name: "deep block lists", text: filled("", "- ")),
    Shape(name: "one long plain key", text: filled("", "k", ": 1\n")),
    Shape(name: "one long quoted key", text: filled("\"", "k", "\": 1\n")),
    Shape(name: "one long scalar", text: filled("name: ", "x", "\n")),
    Shape(name: "one long quoted scalar of escapes", text: filled("name: \"", "\\e", "\"\n")),
    Shape(name: "many distinct keys", text: numbered { "k\($0): 1\n" }),
    Shape(name: "many equal keys", text: filled("", "k: 1\n")),
    Shape(name: "many complex keys", text: filled("", "? [1, [2, [3]]]\n: x\n")),
    Shape(name: "many mapping keys", text: filled("", "? {a: b}\n: x\n")),
    Shape(name: "many list items", text: filled("script:\n", "- do: launch\n")),
    Shape(name: "many tags", text: filled("script:\n", "- !t {!u do: !v launch}\n")),
    Shape(name: "bare-CR line ends", text: filled("script:\r", "- do: launch\r")),
    Shape(name: "many documents", text: filled("", "---\na: 1\n")),
    Shape(name: "a long block scalar", text: filled("summary: |\n", "  line of text\n")),
    Shape(name: "many comments", text: filled("", "# comment\n")),
    Shape(
      name: "many Play steps",
      text: filled(playHead + "  script:\n", "    - do: {wait: 1 day}\n")),
    Shape(
      name: "many Play expect texts",
      text: filled(
        playHead + "  script:\n    - do: launch\n      expect:\n        trace-contains:\n",
        "          - x\n")),
  ]

  /// A Google-only scenario up to its Play script.
  private static let playHead = """
    name: p
    title: P
    summary: P.
    platforms: [google-play]
    world: {today: 2026-09-14, region: US-TX, person: {name: S, age: 14}, parent: C}
    google-play:

    """

  /// Lines built from a counter until the limit.
  private static func numbered(_ line: (Int) -> String) -> String {
    var text = ""
    var index = 0
    while true {
      let next = line(index)
      guard text.utf8.count + next.utf8.count <= limit else { return text }
      text += next
      index += 1
    }
  }
}
