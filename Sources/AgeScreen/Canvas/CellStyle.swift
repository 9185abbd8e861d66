/// What a cell *means*. The terminal adapter maps each role to colours; every role also carries
/// an ``Emphasis`` so it stays distinguishable without colour (`NO_COLOR`, monochrome terminals).
///
/// Roles that warn or judge (``warning``, ``danger``, ``assumption``, ``success``) must also be
/// spelled out in the text itself (a word such as "Warning:" or a marker such as "✓"), because
/// emphasis alone cannot say *which* judgement is meant.
public enum CellStyle: Hashable, Sendable, CaseIterable {
  /// Ordinary text.
  case plain
  /// The header bar across the top of the screen.
  case header
  /// A pane title that is not focused.
  case title
  /// The title of the focused pane.
  case focusedTitle
  /// A border of a pane that is not focused.
  case border
  /// The border of the focused pane.
  case focusedBorder
  /// The selected row of a list in the focused pane.
  case selected
  /// The selected row of a list in a pane that is not focused.
  case selectedInactive
  /// Secondary text: hints, timestamps, empty-state messages.
  case muted
  /// Text that should catch the eye without judging it: names, values.
  case accent
  /// A good outcome (shared, approved).
  case success
  /// Something to be careful about (pending, expiring).
  case warning
  /// A bad outcome (declined, blocked, an error).
  case danger
  /// Behaviour the simulator assumes rather than knows (reference marks [I] or [U]).
  case assumption
  /// The one-line notice above the footer.
  case notice
  /// A key name in the footer or the help overlay.
  case key
  /// A tab in the tab bar that is not focused.
  case tab
  /// The focused tab in the tab bar.
  case focusedTab

  /// Colour-independent attributes, always applied (with or without colour).
  public struct Emphasis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates emphasis from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (or bright) text.
    public static let bold = Emphasis(rawValue: 1 << 0)
    /// Reverse video: foreground and background swapped.
    public static let reverse = Emphasis(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = Emphasis(rawValue: 1 << 2)
    /// Dim (half-bright) text.
    public static let dim = Emphasis(rawValue: 1 << 3)
  }

  /// How this role looks without colour. Each distinct meaning gets a distinct combination
  /// where it matters for reading the screen: focus, selection, titles, judgements.
  public var emphasis: Emphasis {
    switch self {
    case .plain, .border, .tab: return []
    case .header, .selectedInactive: return [.reverse]
    case .title, .accent, .notice, .key, .success, .warning, .focusedBorder: return [.bold]
    case .focusedTitle, .focusedTab, .selected: return [.bold, .reverse]
    case .muted: return [.dim]
    case .danger: return [.bold, .underline]
    case .assumption: return [.underline]
    }
  }
}
