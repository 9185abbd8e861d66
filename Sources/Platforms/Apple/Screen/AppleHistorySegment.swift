import AgeScreen
import Apple
import FlowEngine

/// One stretch of a session: it starts at a script position of an open scenario and adds the
/// live actions taken since, in order.
///
/// Every `checkpointInterval` actions the simulation is kept, so stepping back one action
/// replays at most that many actions, however long the stretch is. Copies are cheap: the trace
/// inside each kept simulation shares its storage with the others (`AppendLog`).
public struct AppleHistorySegment: Sendable {
  /// Actions between kept simulations.
  public static var checkpointInterval: Int { 32 }

  /// The scenario this stretch plays.
  public let scenario: AppleOpenScenario
  /// The script position it started from.
  public let origin: Int
  /// Why it began.
  public let cause: HistoryCause
  /// The live actions taken since `origin`.
  public private(set) var actions: [AppleAction] = []
  /// The simulation now.
  public private(set) var simulation: AppleSimulation
  /// How many of the first `actions` are exactly the script's next steps.
  public private(set) var scriptMatches = 0
  /// `checkpoints[i]` is the simulation after `(i + 1) * checkpointInterval` actions.
  private var checkpoints: [AppleSimulation] = []

  /// Starts a stretch at a script position.
  public init(scenario: AppleOpenScenario, origin: Int, cause: HistoryCause) {
    let clamped = min(max(0, origin), scenario.walkthrough.count)
    self.scenario = scenario
    self.origin = clamped
    self.cause = cause
    self.simulation = scenario.walkthrough.simulation(at: clamped)
  }

  /// Where the session stands against the script.
  public var position: WalkthroughPosition {
    scriptMatches == actions.count
      ? .script(origin + actions.count) : .live(leftAt: origin + scriptMatches)
  }

  /// Applies a live action; returns what happened.
  @discardableResult
  public mutating func perform(_ action: AppleAction) -> AppleActionOutcome {
    let step = simulation.applying(action)
    let followsScript =
      scriptMatches == actions.count
      && scenario.walkthrough.step(reaching: origin + actions.count + 1)?.action == action
    actions.append(action)
    simulation = step.simulation
    if followsScript { scriptMatches += 1 }
    if actions.count % Self.checkpointInterval == 0 { checkpoints.append(simulation) }
    return step
  }

  /// Takes back the last live action; returns it, or nil when there is none.
  public mutating func undoLast() -> AppleAction? {
    guard let undone = actions.popLast() else { return nil }
    scriptMatches = min(scriptMatches, actions.count)
    let kept = actions.count / Self.checkpointInterval
    checkpoints.removeLast(checkpoints.count - kept)
    var replayed = checkpoints.last ?? scenario.walkthrough.simulation(at: origin)
    for action in actions[(kept * Self.checkpointInterval)...] {
      replayed = replayed.applying(action).simulation
    }
    simulation = replayed
    return undone
  }
}
