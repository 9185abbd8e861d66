/// A shell whose slots hold ``ShellPane`` components: Apple's ``SimulatorShell`` and Google
/// Play's ``PlayShell``. It names the action a pane's choice performs on its story.
public protocol PaneHost: Sendable {
  /// What choosing a pane's item performs: `SimulationAction` on Apple, `PlayAction` on Play.
  associatedtype StoryAction: Hashable & Sendable
}
