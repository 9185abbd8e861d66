import AgeScreen

// MARK: - The one overlay, read and set by kind

extension PlayShell {
  /// The compare overlay (`c`), while it is open.
  public var compare: CompareOverlay? { overlay?.compare }
}
