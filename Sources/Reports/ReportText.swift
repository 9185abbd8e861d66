/// Text helpers every store's reports share: wrapping, padding, counting.
public enum ReportText {
  /// Word-wraps text to a width, each line prefixed with `indent`.
  public static func wrap(_ text: String, width: Int, indent: String) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
          lines.append(indent + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(indent + line)
    }
    return lines
  }

  /// Wraps `text` to `width` as ``wrap(_:width:indent:)`` does, breaking a word longer than
  /// `width` (an API name, an identifier) into pieces that fit, so a table's cell never runs
  /// into the next column.
  public static func wrapBreakingWords(_ text: String, width: Int) -> [String] {
    let size = max(1, width)
    let pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ").flatMap { word -> [String] in
        var rest = Substring(word)
        var parts: [String] = []
        while rest.count > size {
          parts.append(String(rest.prefix(size)))
          rest = rest.dropFirst(size)
        }
        return parts + [String(rest)]
      }.joined(separator: " ")
    }
    return wrap(pieces.joined(separator: "\n"), width: size, indent: "")
  }

  /// Pads text with spaces to a width.
  public static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// Pads text on the left to a width.
  public static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// `1 step`, `2 steps`: a count and its noun, plural but for one.
  public static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
