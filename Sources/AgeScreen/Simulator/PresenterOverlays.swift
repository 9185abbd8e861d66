/// The state of the overlays a presenter opens over the panes: which picker is open (its list is
/// ``SimulatorShell/picker``) and what has been typed to filter it, the narration overlay, and
/// the compare overlay.
public struct PresenterOverlays: Hashable, Sendable {
  /// What a picker picks.
  public enum PickerKind: Hashable, Sendable {
    /// A built-in scenario (`s`).
    case scenarios
    /// A region (`l`).
    case regions
  }

  /// What the open picker picks.
  public var pickerKind: PickerKind
  /// What has been typed to filter the picker.
  public var query: String
  /// The narration overlay's first visible line, or nil when it is closed.
  public var narrationOffset: Int?
  /// The compare overlay, or nil when it is closed.
  public var compare: CompareOverlay?

  /// No overlay open.
  public init(
    pickerKind: PickerKind = .scenarios, query: String = "", narrationOffset: Int? = nil,
    compare: CompareOverlay? = nil
  ) {
    self.pickerKind = pickerKind
    self.query = query
    self.narrationOffset = narrationOffset
    self.compare = compare
  }
}
