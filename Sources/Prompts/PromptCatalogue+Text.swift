import Presentation

extension PromptCatalogue {
  /// The catalogue as text: one block per surface, every string marked with its provenance;
  /// each platform's surfaces under its own heading.
  public var text: String {
    sections.flatMap { Self.section($0.heading, $0.entries) }.joined(separator: "\n")
  }

  /// A heading and one block per entry, each followed by a blank line; nothing without entries.
  private static func section(_ heading: String, _ entries: [PromptEntry]) -> [String] {
    guard !entries.isEmpty else { return [] }
    return [heading, ""] + entries.flatMap { [text($0), ""] }
  }

  /// One entry as a block of text lines (without a trailing newline).
  public static func text(_ entry: PromptEntry) -> String {
    var lines = [entry.surface.id, "  shown when  \(entry.rule)"]
    if let reach = entry.reach {
      lines.append(
        "  reached by  agetui run \(reach.runArguments) (\(reach.deviceName))")
    } else {
      lines.append("  reached by  no built-in scenario reaches it")
    }
    if let content = entry.content {
      if let title = content.title { lines += Self.lines("title", title) }
      for line in content.lines { lines += Self.lines("text", line) }
      for button in content.buttons { lines += Self.lines("button", button) }
    }
    return lines.joined(separator: "\n")
  }

  /// A string's line, marked, and its provenance's line under it.
  static func lines(_ label: String, _ wording: Wording) -> [String] {
    let padded = label + String(repeating: " ", count: max(0, 10 - label.count))
    let provenance: String
    switch wording.source {
    case .apple(let quote, let source): provenance = "Apple: \"\(quote)\" — \(source)"
    case .store(let name, let quote, let source):
      provenance = "\(name): \"\(quote)\" — \(source)"
    case .assumption(let note): provenance = "assumption: \(note)"
    case .app(let note): provenance = "the app's: \(note)"
    case .simulator(let note): provenance = "simulator: \(note)"
    }
    return [
      "  \(padded)  \(mark(wording.source)) \(wording.text)", "                \(provenance)",
    ]
  }

  /// `≈` (``WordingMark``, as the screens mark assumed wording), `✓` or `·`.
  public static func mark(_ source: WordingSource) -> String {
    switch source {
    case .apple, .store: "✓"
    case .assumption: WordingMark.symbol
    case .app, .simulator: "·"
    }
  }
}
