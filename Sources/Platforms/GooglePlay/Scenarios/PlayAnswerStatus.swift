import GooglePlay
import Scenarios

/// The status of the app's latest Age Signals answer in the SDK's own words: 0.0.4's
/// `ageSignalsStatus` from `requestAgeSignalsAccess`, 0.0.3's `userStatus`, or the error a call
/// threw.
public enum PlayAnswerStatus: Hashable, Sendable {
  /// `requestAgeSignalsAccess` answered (0.0.4).
  case access(AgeSignalsStatus)
  /// `checkAgeSignals` answered with this `userStatus` (0.0.3).
  case user(AgeSignalsUserStatus)
  /// 0.0.3's `userStatus` was `null`.
  case null
  /// A call threw.
  case error(AgeSignalsError)

  /// The status as Google writes it: `SHARED`, `SUPERVISED_APPROVAL_PENDING`, `null`.
  public var name: String {
    switch self {
    case .access(let status): status.rawValue
    case .user(let status): status.rawValue
    case .null: "null"
    case .error(let error): error.rawValue
    }
  }

  /// Every status a file may name.
  public static let all: [PlayAnswerStatus] =
    AgeSignalsStatus.allCases.map(Self.access) + AgeSignalsUserStatus.allCases.map(Self.user)
    + [.null] + AgeSignalsError.allCases.map(Self.error)

  /// The status Google writes as `name`, or nil.
  public init?(name: String) {
    guard let status = Self.all.first(where: { $0.name == name }) else { return nil }
    self = status
  }
}
