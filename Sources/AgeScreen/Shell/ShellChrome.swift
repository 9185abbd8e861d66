/// What every store's shell shows alike around its panes: the footer's order for the `≈`
/// note, the notice line with the "not saved" mark, the banner's "read it all" hint.
public enum ShellChrome {
  /// What a cut narration banner says to read the rest.
  public static let narrationMore = "v reads it all"

  /// The footer's hints with "W ≈ off" (shown only while the marks are hidden) right after
  /// help's, where a narrow footer still shows it: assumed wording must not pass for Apple's
  /// unnoticed, and the key table's order keeps W's help row with the other display keys.
  public static func marksNoteFirst(_ hints: [KeyHint]) -> [KeyHint] {
    guard let index = hints.firstIndex(where: { $0.keys == "W" }) else { return hints }
    var reordered = hints
    let note = reordered.remove(at: index)
    reordered.insert(note, at: min(2, reordered.count))
    return reordered
  }

  /// `notice` as shown with the "not saved" mark, when there is one, first (both stores' shells
  /// show it so).
  public static func markedNotice(_ notice: Notice?, unsavedMark: String?) -> Notice? {
    guard let unsavedMark else { return notice }
    guard let notice else { return Notice(.warning, unsavedMark) }
    return Notice(.warning, "\(unsavedMark) · \(notice.text)")
  }
}
