// MARK: - The one overlay, read and set by kind

extension PlayShell {
  /// The help overlay's scroll, while it is open.
  var helpOffset: Int? { overlay?.helpOffset }

  /// The narration overlay's scroll, while it is open.
  var narrationOffset: Int? { overlay?.narrationOffset }

  /// The compare overlay (`c`), while it is open; setting a value opens it, nil closes it if it
  /// is the one open.
  public internal(set) var compare: CompareOverlay? {
    get { overlay?.compare }
    set {
      overlay = .replacing(overlay, with: newValue.map { .compare($0) }, closing: compare != nil)
    }
  }

  /// The region picker (`l`), while it is open; set as ``compare``.
  public internal(set) var openPicker: OpenPicker? {
    get { overlay?.picker }
    set {
      overlay = .replacing(overlay, with: newValue.map { .picker($0) }, closing: openPicker != nil)
    }
  }
}
