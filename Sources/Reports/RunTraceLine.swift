import FlowEngine

/// One trace entry as a store's run prints it in text, in the store's own names: each store's
/// entry type maps onto it, so one writer (``PlatformRunText``) lays out every store's trace.
public struct RunTraceLine: Sendable {
  /// The entry's number in the run's trace.
  public var sequence: Int
  /// Its simulated day.
  public var date: SimDate
  /// The device's name in the store's terms, nil when the entry has none.
  public var device: String?
  /// Who it comes from and who it goes to, as titled in the store's terms.
  public var from: String
  /// Who it goes to.
  public var to: String
  /// Its kind's name.
  public var kind: String
  /// What happened.
  public var summary: String

  /// A line of an entry numbered `sequence` on `date`.
  public init(
    sequence: Int, date: SimDate, device: String?, from: String, to: String, kind: String,
    summary: String
  ) {
    self.sequence = sequence
    self.date = date
    self.device = device
    self.from = from
    self.to = to
    self.kind = kind
    self.summary = summary
  }
}
