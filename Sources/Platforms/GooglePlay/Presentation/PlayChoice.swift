import GooglePlay
import Presentation

/// A button on one of Play's simulated screens: its label, the action choosing it applies
/// through `GooglePlayPlatform.apply`, and its role (styled as Apple's buttons are).
public struct PlayChoice: Hashable, Sendable {
  /// The label the screen shows.
  public var label: String
  /// What choosing it does.
  public var action: PlayAction
  /// How it is styled.
  public var role: ChoiceRole

  /// Creates a choice.
  public init(_ label: String, _ action: PlayAction, role: ChoiceRole = .normal) {
    self.label = label
    self.action = action
    self.role = role
  }
}
