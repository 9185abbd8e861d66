/// Where a session stands against its scenario's script.
public enum WalkthroughPosition: Hashable, Sendable {
  /// On the script, after this many of its visible steps.
  case script(Int)
  /// Off the script: live actions have changed the simulation since the script was left at
  /// this position.
  case live(leftAt: Int)

  /// The script position: the step reached, or the one the session left.
  public var scriptPosition: Int {
    switch self {
    case .script(let position), .live(let position): position
    }
  }

  /// Whether live actions have taken the session off the script.
  public var isLive: Bool {
    switch self {
    case .script: false
    case .live: true
    }
  }
}
