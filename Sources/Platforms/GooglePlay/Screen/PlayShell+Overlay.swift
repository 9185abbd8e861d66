import AgeScreen

// MARK: - The one overlay, read and set by kind

extension PlayShell {
  /// The narration overlay's scroll, while it is open.
  var narrationOffset: Int? { overlay?.narrationOffset }

  /// The compare overlay (`c`), while it is open.
  public var compare: CompareOverlay? { overlay?.compare }
}
