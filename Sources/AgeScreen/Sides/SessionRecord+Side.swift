extension SessionRecord {
  /// The key of the store's line: a side's journal key (``StoreSide/journalKey``), or one of
  /// the keys of the session's own lines (``JournalLines``); nil for the header.
  public var sideKey: String? {
    switch self {
    case .store(let record): record.key
    case .open: nil
    }
  }

  /// The title of the store whose side this line changes, for what a line no side takes says:
  /// the store's title when the store made the record, else its key; nil for the header.
  var sideTitle: String? {
    switch self {
    case .store(let record): record.platform?.title ?? record.key
    case .open: nil
    }
  }
}

extension SessionRecord {
  /// Whether the line is written under one of `lines`' keys.
  public func isLine(of lines: JournalLines) -> Bool {
    guard case .store(let stored) = self else { return false }
    return lines.keys.contains(stored.key)
  }
}
