/// One row of a key table: which keys, in which contexts, trigger which action, and how the
/// binding is described in the footer and the help overlay.
public struct KeyBinding<Action: Sendable>: Sendable {
  /// The keys that trigger the action.
  public var keys: [Key]
  /// The action sent to the app.
  public var action: Action
  /// The footer entry; bindings that share an equal hint show it once. `nil` keeps the binding
  /// out of the footer (it is still listed in help).
  public var hint: KeyHint?
  /// The sentence shown in the help overlay.
  public var help: String
  /// The panes whose focus enables the binding.
  public var panes: Set<Pane>
  /// The screen modes in which the binding works.
  public var modes: Set<KeyContext.Mode>
  /// When set, the footer names the binding only while the screen shows this (the key works
  /// either way).
  public var hintCondition: KeyContext.Condition?

  /// Creates a binding.
  /// - Parameters:
  ///   - keys: The keys that trigger `action`.
  ///   - action: What the app receives.
  ///   - hint: The footer entry, or `nil` for help-only bindings.
  ///   - help: The help overlay sentence.
  ///   - panes: The panes it applies to (default: all).
  ///   - modes: The screen modes it applies to (default: the normal pane view).
  ///   - hintCondition: What the screen must show for the footer to name it (default: always).
  public init(
    _ keys: [Key], _ action: Action, hint: KeyHint?, help: String,
    panes: Set<Pane> = Set(Pane.allCases), modes: Set<KeyContext.Mode> = [.normal],
    hintCondition: KeyContext.Condition? = nil
  ) {
    self.keys = keys
    self.action = action
    self.hint = hint
    self.help = help
    self.panes = panes
    self.modes = modes
    self.hintCondition = hintCondition
  }

  /// The same binding (keys, hint, help, panes, modes) sending `transform`'s action instead: a
  /// program that wraps another's table keeps every row as that program wrote it.
  public func map<Other: Sendable>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
    KeyBinding<Other>(
      keys, transform(action), hint: hint, help: help, panes: panes, modes: modes,
      hintCondition: hintCondition)
  }

  /// `true` when the binding works in `context`.
  public func isActive(in context: KeyContext) -> Bool {
    modes.contains(context.mode) && panes.contains(context.focus)
  }

  /// How the keys are written in the help overlay, e.g. "↑ / k".
  public var keyLabel: String { keys.map(\.label).joined(separator: " / ") }

  /// Where the binding applies, in words, for the help overlay.
  public var scopeLabel: String {
    // A binding of an overlay only works while that overlay is open, whatever the focus.
    guard modes.contains(.normal) else {
      return KeyContext.Mode.allCases.filter { modes.contains($0) }.map(Self.label(of:))
        .joined(separator: ", ")
    }
    if panes.count == Pane.allCases.count { return "all panes" }
    return Pane.allCases.filter { panes.contains($0) }.map(\.shortTitle).joined(separator: ", ")
  }

  private static func label(of mode: KeyContext.Mode) -> String {
    switch mode {
    case .normal: "all panes"
    case .help: "help overlay"
    case .picker: "picker"
    case .narration: "narration"
    case .compare: "compare overlay"
    case .tooSmall: "too-small screen"
    }
  }
}
