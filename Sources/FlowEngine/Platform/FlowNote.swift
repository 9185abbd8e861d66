/// What the flow machine itself writes in a platform's trace (everything else in a trace is the
/// platform's): its step changes, and a flow skipped because nothing applies.
public enum FlowNote: Hashable, Sendable {
  /// The app's flow moved from one step to another.
  case stepChanged(from: FlowStep, to: FlowStep)
  /// No obligation applies: the flow is skipped and these changes stay pending.
  case skipped(pending: [ChangeID])

  /// The steps of a step change, which a store's trace keeps as the entry's detail; nil for a
  /// skipped flow.
  public var steps: (from: FlowStep, to: FlowStep)? {
    guard case .stepChanged(let from, let to) = self else { return nil }
    return (from, to)
  }

  /// The entry's one line, the same on every platform.
  public var summary: String {
    switch self {
    case .stepChanged(let from, .running(let enabled, _)) where from.kind == .running:
      // Only the feature changed: a running app decided it again from a new answer.
      "running → running (feature \(enabled ? "on" : "off"))"
    case .stepChanged(let from, let to):
      "\(from.name) → \(to.name)"
    case .skipped(let ids):
      "no regulatory feature applies: the flow is skipped; \(ids.joined(separator: ", ")) "
        + (ids.count == 1 ? "stays" : "stay") + " pending"
    }
  }
}
