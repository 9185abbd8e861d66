import FlowEngine
import Presentation

/// One row of the Settings pane: a label, its current value, and what choosing it does.
public struct AppleSettingsRow: Hashable, Sendable {
  /// "Sharing".
  public var label: String
  /// "Ask First".
  public var value: String
  /// A short explanation: who decides, the source, an assumption label.
  public var detail: String?
  /// Whether the row models an assumption the user can change (shown as such, never as fact).
  public var isAssumption: Bool
  /// What choosing the row does; the first is the default.
  public var choices: [AppleActionChoice]
  /// Where the label's words come from, when it is the system's (nil for the simulator's rows).
  public var labelSource: WordingSource?
  /// Where the value's words come from, when it is the system's.
  public var valueSource: WordingSource?

  /// Creates a row.
  public init(
    label: String, value: String, detail: String? = nil, isAssumption: Bool = false,
    choices: [AppleActionChoice] = [], labelSource: WordingSource? = nil,
    valueSource: WordingSource? = nil
  ) {
    self.label = label
    self.value = value
    self.detail = detail
    self.isAssumption = isAssumption
    self.choices = choices
    self.labelSource = labelSource
    self.valueSource = valueSource
  }
}
