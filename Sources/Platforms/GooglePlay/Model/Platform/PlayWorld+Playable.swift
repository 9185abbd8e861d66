import FlowEngine

extension PlayWorld: PlayableWorld {
  /// What the child, the parent, the developer or the clock does on Play.
  public typealias Action = PlayAction
  /// A line of Play's trace.
  public typealias Entry = PlayTraceEntry
  /// Why Play refused an action.
  public typealias Refusal = PlayRefusal

  /// Play Console's revocation list as downloaded today.
  public var consoleDownloads: [ConsoleDownload] {
    [PlayRevocationCSV.download(revocations, on: today)]
  }

  /// Plays one action as the runner's contract has it: Play's world after it, the entries it
  /// added, the typed refusal a `.refused` entry carries, and Play's rules when `checking`.
  public func playing(_ action: PlayAction, checking: Bool) -> PlayedAction<PlayWorld> {
    var after = self
    GooglePlayPlatform.apply(action, in: &after)
    let entries = Array(after.trace.dropFirst(trace.count))
    let refusal = entries.lazy.compactMap { entry -> PlayRefusal? in
      if case .refused(let refusal)? = entry.detail { return refusal }
      return nil
    }.first
    return PlayedAction(
      world: after, entries: entries, refusal: refusal,
      violations: checking ? PlayInvariants.check(before: self, action: action, after: after) : [])
  }
}
