/// Where replaying a journal stopped: the record that failed validation or replay, and why.
/// The records before it are restored; it and those after are not.
public struct RestoreStop: Hashable, Sendable {
  /// The index of the first record not restored.
  public var index: Int
  /// What is wrong with it, as a clause ("jumps to step 9 of a 4-step script").
  public var reason: String
  /// Whether the replay was interrupted (a quit signal) rather than refused: nothing is wrong
  /// with the record, and the journal must be left as it is.
  public var isInterrupted = false

  /// The replay stopped at record `index`, for `reason` (a program in another target, such as
  /// a platform's side, makes its own).
  public init(index: Int, reason: String) {
    self.index = index
    self.reason = reason
  }

  /// The replay was interrupted before record `index`.
  public static func interrupted(at index: Int) -> RestoreStop {
    var stop = RestoreStop(index: index, reason: "was not replayed: the replay was interrupted")
    stop.isInterrupted = true
    return stop
  }
}
