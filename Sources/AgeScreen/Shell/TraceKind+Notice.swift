import FlowEngine

extension TraceKind {
  /// Whether an entry of this kind says what an action did, for the notice line: an answer, a
  /// message, a setting; not the request that asked for it or the flow's own bookkeeping. Both
  /// shells' notices show the last such entry.
  public var tellsWhatHappened: Bool {
    switch self {
    case .response, .notification, .message, .serverNotification, .clock, .setting, .prompt,
      .answer:
      true
    case .request, .sync, .flow, .lifecycle, .rejected:
      false
    }
  }
}
