import FlowEngine

extension AppleSimulation: PlayableWorld {
  /// What a person, the parent or the clock does.
  public typealias Action = AppleAction
  /// A line of the simulation's trace.
  public typealias Entry = AppleTraceEntry
  /// Why the simulation refused an action.
  public typealias Refusal = AppleRejection

  /// Plays one action as the runner's contract has it: the simulation after it, its entries,
  /// the typed refusal its `.rejected` entry carries, and Apple's four rules when `checking`.
  public func playing(_ action: AppleAction, checking: Bool) -> PlayedAction<AppleSimulation> {
    let outcome = applying(action)
    let refusal = outcome.entries.lazy.compactMap { entry -> AppleRejection? in
      if case .rejected(let rejection)? = entry.detail { return rejection }
      return nil
    }.first
    return PlayedAction(
      world: outcome.simulation, entries: outcome.entries, refusal: refusal,
      violations: checking ? Invariant.check(before: self, action: action, after: outcome) : [])
  }
}
