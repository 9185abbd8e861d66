import FlowEngine

/// A significant change the developer reported in the Developer Console. The form's fields,
/// any tie to a version, lead time or cancellation are not documented (amazon.md §6 [U]): AgeTUI
/// takes a change as in effect from the day it is reported, for good.
public struct AmazonReportedChange: Hashable, Sendable {
  /// The developer's ID for it.
  public var id: ChangeID
  /// What the parent reads.
  public var description: String
  /// The day it was reported.
  public var reportedOn: SimDate

  /// A change.
  public init(id: ChangeID, description: String, reportedOn: SimDate) {
    self.id = id
    self.description = description
    self.reportedOn = reportedOn
  }
}
