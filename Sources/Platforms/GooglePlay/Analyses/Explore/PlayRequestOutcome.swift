import Analyses
import GooglePlay

/// What became of Family Link's request at the end of a Google Play path: the last request's
/// state, without which request superseded it (outcomes group paths that end alike).
public enum PlayRequestOutcome: Hashable, Sendable, CaseIterable {
  /// Play sent no request.
  case notSent
  /// Sent; the parent has not answered.
  case pending
  /// The parent approved.
  case approved
  /// The parent declined.
  case declined
  /// A later request took its changes over.
  case superseded

  /// The outcome of the newest request, or `notSent` without one.
  public init(_ state: PlayParentRequest.State?) {
    switch state {
    case nil: self = .notSent
    case .pending?: self = .pending
    case .approved?: self = .approved
    case .declined?: self = .declined
    case .superseded?: self = .superseded
    }
  }

  /// As the reports write it: `not sent`, `pending`, `approved`, `declined`, `superseded`.
  public var title: String {
    switch self {
    case .notSent: "not sent"
    case .pending: "pending"
    case .approved: "approved"
    case .declined: "declined"
    case .superseded: "superseded"
    }
  }
}
