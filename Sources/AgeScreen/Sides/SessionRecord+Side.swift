extension SessionRecord {
  /// The key of the side this line changes: a store's journal key (``StoreSide/journalKey``);
  /// nil for Apple's lines.
  public var sideKey: String? {
    switch self {
    case .store(let record): record.key
    case .open, .jump, .perform, .undo, .screen: nil
    }
  }

  /// The title of the store whose side this line changes, for what a line no side takes says:
  /// the store's title when the store made the record, else its key; nil for Apple's lines.
  var sideTitle: String? {
    switch self {
    case .store(let record): record.platform?.title ?? record.key
    case .open, .jump, .perform, .undo, .screen: nil
    }
  }
}
