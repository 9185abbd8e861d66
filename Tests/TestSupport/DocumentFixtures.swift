import Foundation

/// The project's documents, for the tests that hold docs/ to what the code prints.
enum DocumentFixtures {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `docs/NAME`.
  static func document(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  /// The fenced blocks of `language` in `text`, in order, each ending with a newline.
  static func blocks(_ language: String, in text: String) -> [String] {
    var result: [String] = []
    var rest = text[...]
    while let start = rest.range(of: "```\(language)\n"),
      let end = rest[start.upperBound...].range(of: "```\n")
    {
      result.append(String(rest[start.upperBound..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    return result
  }
}
