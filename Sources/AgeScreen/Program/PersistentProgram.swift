/// A program whose state can be saved after every action and restored by `--resume`.
public protocol PersistentProgram: TUIProgram {
  /// The saved form of the program's state.
  associatedtype Snapshot: Codable

  /// The state to save now.
  var snapshot: Snapshot { get }

  /// Replaces the state with a saved one and says on the notice line what was restored, or
  /// why it could not be. Must tolerate snapshots from older runs (e.g. clamp selections to
  /// the current lists) rather than trap.
  mutating func restore(_ snapshot: Snapshot)
}
