/// The key table of a store's side kept as walkthrough moments (``WalkthroughSide``), built the
/// same way for every store: the shared table's bindings the side handles (Enter chooses in
/// every pane), in its own words, then `t` (its timeline in pane 4) and, for a scenario on
/// several stores, `o` (after `?`, as on Apple's side), at the same places on every side.
public struct WalkthroughSideKeys: Sendable {
  /// Whether the side handles a shared action.
  public var handles: @Sendable (ShellAction) -> Bool
  /// The help the side gives an action in its own words, where the shared words do not fit.
  public var help: [ShellAction: String]
  /// The panes as the side's help names them (`Focus the Android phone`).
  public var paneNames: PerPane<String>
  /// What `t` does on the side (`Show Play's Timeline in pane 4 instead of Play Console`).
  public var timelineHelp: String

  /// A side's keys.
  public init(
    handles: @escaping @Sendable (ShellAction) -> Bool, help: [ShellAction: String],
    paneNames: PerPane<String>, timelineHelp: String
  ) {
    self.handles = handles
    self.help = help
    self.paneNames = paneNames
    self.timelineHelp = timelineHelp
  }

  /// The table, with `o` naming `otherStore` (by `shortTitle` in a crowded footer) when the
  /// scenario runs on another store (``KeyTable/addingSwitchKey(_:to:shortTitle:)``).
  public func table(otherStore: String?, shortTitle: String? = nil) -> KeyTable<
    WalkthroughSideAction
  > {
    var bindings = ShellKeys.table.bindings.filter { handles($0.action) }.map { binding in
      var side = binding.map(WalkthroughSideAction.shell)
      if binding.action == .choose { side.panes = Set(Pane.allCases) }
      if let help = help[binding.action] { side.help = help }
      if case .focus(let pane) = binding.action { side.help = "Focus \(paneNames[pane])" }
      return side
    }
    bindings.insert(
      KeyBinding(
        [.character("t")], WalkthroughSideAction.toggleTimeline,
        hint: KeyHint(keys: "t", label: "timeline", shortLabel: "trace", rank: 4),
        help: timelineHelp), at: min(9, bindings.count))
    let table = KeyTable(bindings)
    guard let otherStore else { return table }
    return table.addingSwitchKey(.switchStore, to: otherStore, shortTitle: shortTitle)
  }
}
