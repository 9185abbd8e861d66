extension KeyHint {
  /// The footer's `o`, which shows the side of `otherStore`: named in full, and in a crowded
  /// footer by `shortTitle` (the store's own short name, "Play" for Google Play) or else by the
  /// name's first word, so a long name leaves the trainer's keys room at 80 columns.
  public static func switchStore(to otherStore: String, shortTitle: String?) -> KeyHint {
    KeyHint(
      keys: "o", label: otherStore,
      shortLabel: shortTitle ?? otherStore.split(separator: " ").first.map(String.init)
        ?? otherStore,
      rank: 1)
  }
}

extension KeyTable {
  /// The table with `o` doing `action`, showing the side of `otherStore`
  /// (``KeyHint/switchStore(to:shortTitle:)``), placed after `?`'s help bindings as on every
  /// store's side.
  public func addingSwitchKey(
    _ action: Action, to otherStore: String, shortTitle: String?
  ) -> KeyTable {
    var table = self
    table.bindings.insert(
      KeyBinding(
        [.character("o")], action, hint: .switchStore(to: otherStore, shortTitle: shortTitle),
        help: "Switch to this scenario's \(otherStore) side (each side keeps its place)"),
      at: index(after: .character("?")) ?? min(2, bindings.count))
    return table
  }
}
