import Presentation

/// Which system strings are AgeTUI's wording rather than Apple's documented wording: the one
/// place the device pictures ask. Sheets' and alerts' titles and paragraphs, buttons and
/// Messages bubbles carry their provenance in the presentations (`WordingSource`, the same the
/// TUI's `≈` and `agetui prompts` read); the list below still decides for the app screen's
/// lines, notification banners and Settings values, which the presentations hold as plain
/// text.
///
/// The list is docs/assumptions.md §2.6 (the age-range prompt's title, message and buttons,
/// and the "Shared your age range" notifications) and the texts `PermissionFlowText` documents
/// as assumptions (the permission alert's title, the passcode sheet's messages), plus the
/// app's own "Can't Ask" alert button, which the pictures add.
public enum AssumedWording {
  /// Whether a button's label is AgeTUI's wording: its provenance when the presentation
  /// carries one (every system button does), else the text lists below.
  public static func isAssumed(_ choice: ActionChoice) -> Bool {
    choice.source?.isAssumed ?? isAssumed(choice.label)
  }

  /// Whether `text`, a whole string as a presentation holds it (a title, a paragraph, a
  /// button's label), is AgeTUI's wording rather than Apple's.
  public static func isAssumed(_ text: String) -> Bool {
    // Hashing a whole paragraph to look it up costs more than the rest; the exact strings
    // are all short.
    if text.utf8.count <= longestExact, exact.contains(text) { return true }
    return prefixes.contains { text.hasPrefix($0) }
      || fragments.contains { contains(text, $0) }
  }

  /// Whether `text` holds `fragment`, compared as UTF-8 bytes: every paragraph of every
  /// picture asks, and the standard library's substring search built a hash table each time
  /// (a third of a storyboard's time).
  private static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    let haystack = text.utf8
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
      var candidate = found
      var matched = true
      for byte in needle {
        guard candidate < haystack.endIndex, haystack[candidate] == byte else {
          matched = false
          break
        }
        candidate = haystack.index(after: candidate)
      }
      if matched { return true }
      start = haystack.index(after: found)
    }
    return false
  }

  private static let exact: Set<String> = [
    "Share Your Age Range?", "Share Age Range", "Don’t Share", "Don't Share", "OK",
    "Wrong passcode. Try again.",
  ]

  private static let longestExact = exact.map(\.utf8.count).max() ?? 0

  private static let prefixes = ["Shared your age range with ", "Wrong passcode. Try again. ("]

  private static let fragments: [[UInt8]] = [
    " would like to know whether you are ", " Needs Approval",
    ", enter the passcode to approve the update to ",
  ].map { Array($0.utf8) }
}
