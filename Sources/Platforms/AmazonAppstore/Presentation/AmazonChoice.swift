import AmazonAppstore
import Presentation

/// A button on one of Amazon's simulated screens: its label with where its words come from,
/// the action choosing it applies through `AmazonPlatform.apply`, and its role.
public struct AmazonChoice: Hashable, Sendable {
  /// The label the screen shows, with its provenance (``AmazonWording``).
  public var wording: Wording
  /// What choosing it does.
  public var action: AmazonAction
  /// How it is styled.
  public var role: ChoiceRole

  /// Creates a choice.
  public init(_ wording: Wording, _ action: AmazonAction, role: ChoiceRole = .normal) {
    self.wording = wording
    self.action = action
    self.role = role
  }

  /// The label's text.
  public var label: String { wording.text }
}
