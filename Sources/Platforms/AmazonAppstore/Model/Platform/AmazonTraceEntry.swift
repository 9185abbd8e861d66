import FlowEngine

/// One thing that happened on Amazon: who sent what to whom, when on the simulated clock.
public struct AmazonTraceEntry: Hashable, Sendable {
  /// The position in the whole trace, from 1.
  public var sequence: Int
  /// The simulated day.
  public var date: SimDate
  /// The sender.
  public var from: AmazonActor
  /// The receiver.
  public var to: AmazonActor
  /// What kind of thing happened.
  public var kind: TraceKind
  /// The device it happened on, if any.
  public var device: DeviceID?
  /// One line, as a timeline shows it.
  public var summary: String
  /// What the entry carries besides its summary, typed.
  public var detail: AmazonTraceDetail?
}
