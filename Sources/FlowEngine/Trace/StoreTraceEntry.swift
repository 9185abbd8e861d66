/// One thing that happened on a store: who sent what to whom, when on the simulated clock.
/// Each store has its own actors and its own typed details (`AppleTraceEntry`, Google Play's
/// `PlayTraceEntry`, Amazon Appstore's `AmazonTraceEntry`).
public struct StoreTraceEntry<Actor: Hashable & Sendable, Detail: Hashable & Sendable>: Hashable,
  Sendable
{
  /// The position in the whole trace, from 1.
  public var sequence: Int
  /// The simulated day.
  public var date: SimDate
  /// The sender.
  public var from: Actor
  /// The receiver.
  public var to: Actor
  /// What kind of thing happened.
  public var kind: TraceKind
  /// The device it happened on, if any.
  public var device: DeviceID?
  /// One line, as a timeline shows it.
  public var summary: String
  /// What the entry carries besides its summary, typed; nil when the summary says it all.
  public var detail: Detail?

  /// Creates an entry.
  public init(
    sequence: Int, date: SimDate, from: Actor, to: Actor, kind: TraceKind, device: DeviceID?,
    summary: String, detail: Detail? = nil
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
