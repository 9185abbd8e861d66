import FlowEngine

/// One thing that happened: who sent what to whom, when on the simulated clock.
public struct AppleTraceEntry: Hashable, Sendable {
  /// The position in the whole trace, from 1.
  public var sequence: Int
  /// The simulated day.
  public var date: SimDate
  /// The sender.
  public var from: AppleActor
  /// The receiver.
  public var to: AppleActor
  /// What kind of thing happened.
  public var kind: TraceKind
  /// The device it happened on, if any.
  public var device: DeviceID?
  /// One line, as the timeline shows it: `requestAgeRange(ageGates: 18)`.
  public var summary: String
  /// What the entry carries besides its summary, typed; nil when the summary says it all.
  public var detail: AppleTraceDetail?

  /// Creates an entry.
  public init(
    sequence: Int, date: SimDate, from: AppleActor, to: AppleActor, kind: TraceKind,
    device: DeviceID?,
    summary: String, detail: AppleTraceDetail? = nil
  ) {
    self.sequence = sequence
    self.date = date
    self.from = from
    self.to = to
    self.kind = kind
    self.device = device
    self.summary = summary
    self.detail = detail
  }
}
