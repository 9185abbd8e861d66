/// Which system strings are AgeTUI's wording rather than Apple's documented wording: the one
/// place the device pictures ask, so a provenance carried by the presentations themselves can
/// replace this list without touching the drawing.
///
/// The list is docs/assumptions.md §2.6 (the age-range prompt's title, message and buttons,
/// and the "Shared your age range" notifications) and the texts `PermissionFlowText` documents
/// as assumptions (the permission alert's title, the passcode sheet's messages), plus the
/// app's own "Can't Ask" alert button, which the pictures add.
public enum AssumedWording {
  /// Whether `text`, a whole string as a presentation holds it (a title, a paragraph, a
  /// button's label), is AgeTUI's wording rather than Apple's.
  public static func isAssumed(_ text: String) -> Bool {
    if exact.contains(text) { return true }
    return prefixes.contains { text.hasPrefix($0) } || fragments.contains { text.contains($0) }
  }

  private static let exact: Set<String> = [
    "Share Your Age Range?", "Share Age Range", "Don’t Share", "Don't Share", "OK",
    "Wrong passcode. Try again.",
  ]

  private static let prefixes = ["Shared your age range with ", "Wrong passcode. Try again. ("]

  private static let fragments = [
    " would like to know whether you are ", " Needs Approval",
    ", enter the passcode to approve the update to ",
  ]
}
