/// The one table of key bindings: it dispatches keys, labels the footer and fills the help
/// overlay, so what the screen says and what the keys do cannot drift apart.
public struct KeyTable<Action: Sendable>: Sendable {
  /// The bindings, in the order they are shown. The first active binding for a key wins.
  public var bindings: [KeyBinding<Action>]

  /// Creates a table.
  public init(_ bindings: [KeyBinding<Action>]) {
    self.bindings = bindings
  }

  /// The place just after the last binding of `key`, nil when no binding has it: where a side
  /// puts its own key beside a shared one (`o` after `?`'s help, opening and closing, on every
  /// store's side).
  public func index(after key: Key) -> Int? {
    bindings.lastIndex { $0.keys.contains(key) }.map { $0 + 1 }
  }

  /// The action for `key` in `context`, or `nil` when no active binding has that key.
  public func action(for key: Key, in context: KeyContext) -> Action? {
    bindings.first { $0.isActive(in: context) && $0.keys.contains(key) }?.action
  }

  /// The footer entries for `context`, in table order, each shown once.
  public func hints(in context: KeyContext) -> [KeyHint] {
    entries(in: context, keepingPlaces: false)
  }

  /// The footer for `context`: ``hints(in:)``, with a placeholder, in table order, for each
  /// hint whose key works in this mode in another pane but not the focused one. A focus change
  /// then moves no hint: the keys stay where the eye learnt them, and the terminal is sent the
  /// blanked hint alone instead of a whole footer.
  public func footerHints(in context: KeyContext) -> [KeyHint] {
    entries(in: context, keepingPlaces: true)
  }

  /// The hints of the bindings active in `context`, each once, and with `keepingPlaces` a
  /// placeholder for each that works in another pane. Drawn at every frame, so the few entries
  /// are compared field by field rather than hashed.
  private func entries(in context: KeyContext, keepingPlaces: Bool) -> [KeyHint] {
    var hints: [KeyHint] = []
    for binding in bindings where binding.modes.contains(context.mode) {
      guard let hint = binding.hint else { continue }
      if let condition = binding.hintCondition, !context.conditions.contains(condition) {
        continue
      }
      let works = binding.panes.contains(context.focus)
      guard works || keepingPlaces else { continue }
      if let index = hints.firstIndex(where: { $0.names(hint) }) {
        if works, hints[index].isPlaceholder { hints[index] = hint }
        continue
      }
      hints.append(works ? hint : hint.placeholder)
    }
    return hints
  }

  /// Every binding as a help row, in table order.
  public var helpRows: [HelpRow] { helpRows(leading: []) }

  /// Every binding as a help row: first, for each of `keys` in its order, the binding of the
  /// panes' normal view that it triggers; then the others in table order.
  public func helpRows(leading keys: [Key]) -> [HelpRow] {
    let leading = keys.compactMap { key in
      bindings.firstIndex { $0.modes.contains(.normal) && $0.keys.contains(key) }
    }
    let order = leading + bindings.indices.filter { !leading.contains($0) }
    return order.map { index in
      let binding = bindings[index]
      return HelpRow(keys: binding.keyLabel, description: binding.help, scope: binding.scopeLabel)
    }
  }

  /// Pairs of bindings (by index) that claim the same key in some common context: a table with
  /// conflicts silently shadows the later binding, so tests assert this is empty.
  public var conflicts: [(first: Int, second: Int, key: Key)] {
    var found: [(first: Int, second: Int, key: Key)] = []
    for (first, a) in bindings.enumerated() {
      for (offset, b) in bindings[(first + 1)...].enumerated() {
        guard !a.panes.isDisjoint(with: b.panes), !a.modes.isDisjoint(with: b.modes) else {
          continue
        }
        for key in a.keys where b.keys.contains(key) {
          found.append((first, first + 1 + offset, key))
        }
      }
    }
    return found
  }
}
