/// Narration as the page shows it: Markdown-style `backticks` become `<code>`; everything else
/// is text, escaped. An unpaired backtick stays a backtick.
public enum NarrationMarkup {
  /// The nodes of `narration`.
  public static func nodes(_ narration: String) -> HTMLNode {
    let parts = narration.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count > 2 else { return .text(narration) }
    var nodes: [HTMLNode] = []
    for (index, part) in parts.enumerated() {
      let isCode = index % 2 == 1
      if isCode, index == parts.count - 1 {
        // An opening backtick with no closing one.
        nodes.append(.text("`" + part))
      } else if isCode {
        nodes.append(.element("code", [], .text(String(part))))
      } else if !part.isEmpty {
        nodes.append(.text(String(part)))
      }
    }
    return .group(nodes)
  }
}
