/// A shell whose slots hold ``ShellPane`` components: Apple's ``AppleShell`` and each other
/// store's shell. It names the action a pane's choice performs on its story.
public protocol PaneHost: Sendable {
  /// What choosing a pane's item performs: `AppleAction` on Apple, the store's own action on another.
  associatedtype StoryAction: Hashable & Sendable
}
