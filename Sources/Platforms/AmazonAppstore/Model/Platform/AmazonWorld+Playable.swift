import FlowEngine

extension AmazonWorld: PlayableWorld {
  /// What the child, the app, the parent, the developer or the clock does on Amazon.
  public typealias Action = AmazonAction
  /// A line of Amazon's trace.
  public typealias Entry = AmazonTraceEntry
  /// Why Amazon refused an action.
  public typealias Refusal = AmazonRefusal

  /// The Parental Consent Revocation Report as downloaded today.
  public var consoleDownloads: [ConsoleDownload] { [revocationReport.download] }

  /// Plays one action as the runner's contract has it: Amazon's world after it, the entries it
  /// added, the typed refusal a `.refused` entry carries, and Amazon's rules when `checking`.
  public func playing(_ action: AmazonAction, checking: Bool) -> PlayedAction<AmazonWorld> {
    var after = self
    AmazonPlatform.apply(action, in: &after)
    let entries = Array(after.trace.dropFirst(trace.count))
    let refusal = entries.lazy.compactMap { entry -> AmazonRefusal? in
      if case .refused(let refusal)? = entry.detail { return refusal }
      return nil
    }.first
    return PlayedAction(
      world: after, entries: entries, refusal: refusal,
      violations: checking
        ? AmazonInvariants.check(before: self, action: action, after: after) : [])
  }
}
