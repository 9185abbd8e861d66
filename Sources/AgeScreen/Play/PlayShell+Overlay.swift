// MARK: - The one overlay, read and set by kind

extension PlayShell {
  /// The help overlay's scroll, while it is open; setting a value opens it, nil closes it if it
  /// is the one open.
  var helpOffset: Int? {
    get { overlay?.helpOffset }
    set {
      overlay = .replacing(
        overlay, with: newValue.map { .help(offset: $0) }, closing: helpOffset != nil)
    }
  }

  /// The narration overlay's scroll, while it is open; set as ``helpOffset``.
  var narrationOffset: Int? {
    get { overlay?.narrationOffset }
    set {
      overlay = .replacing(
        overlay, with: newValue.map { .narration(offset: $0) }, closing: narrationOffset != nil)
    }
  }

  /// The compare overlay (`c`), while it is open; set as ``helpOffset``.
  public internal(set) var compare: CompareOverlay? {
    get { overlay?.compare }
    set {
      overlay = .replacing(overlay, with: newValue.map { .compare($0) }, closing: compare != nil)
    }
  }

  /// The region picker (`l`), while it is open; set as ``helpOffset``.
  public internal(set) var openPicker: OpenPicker? {
    get { overlay?.picker }
    set {
      overlay = .replacing(overlay, with: newValue.map { .picker($0) }, closing: openPicker != nil)
    }
  }
}
