import Apple
import FlowEngine
import Presentation

/// A button on a simulated screen: its label and the action choosing it performs.
public struct AppleActionChoice: Hashable, Sendable {
  /// The exact label the device shows.
  public var label: String
  /// What choosing it does.
  public var action: AppleAction
  /// How it is styled.
  public var role: ChoiceRole
  /// Where the label's words come from, for a system button; nil for the simulator's own
  /// controls and the app's buttons, which no one would take for Apple's.
  public var source: WordingSource?

  /// Creates a choice.
  public init(
    _ label: String, _ action: AppleAction, role: ChoiceRole = .normal,
    source: WordingSource? = nil
  ) {
    self.label = label
    self.action = action
    self.role = role
    self.source = source
  }

  /// Creates a system button from its wording.
  public init(_ wording: Wording, _ action: AppleAction, role: ChoiceRole = .normal) {
    self.init(wording.text, action, role: role, source: wording.source)
  }

  /// The label with its provenance, for a system button.
  public var wording: Wording? { source.map { Wording(label, $0) } }
}
