import FlowEngine

/// `AskError` (26.1): why `AskCenter.ask` throws.
public enum AskError: String, CaseIterable, Hashable, Sendable {
  /// Unknown error.
  case unknown
  /// Communication limits are off, so a communication ask can't be sent.
  case communicationLimitsNotEnabled
  /// Contact sync is not enabled.
  case contactSyncNotSetup
  /// The request is invalid.
  case invalidQuestion
  /// Thrown for adults, who don't qualify for parental permission (26.2; sandbox table).
  case notAvailable
  /// `systemError(underlyingError:)`: wraps a system error (26.1). AgeTUI reaches it only by an
  /// injected fault (`world.faults: [ask-system-error]`), as an XPC failure would.
  case systemError

  /// What the example app's alert says for this error: the app's wording, since Apple
  /// documents the cases, not what a person is shown (an assumption, docs/assumptions.md).
  public var appMessage: String {
    switch self {
    case .unknown: "An unknown error occurred."
    case .communicationLimitsNotEnabled:
      "Communication limits are off, so this request can't be sent."
    case .contactSyncNotSetup: "Contact sync isn't set up, so this request can't be sent."
    case .invalidQuestion: "This request couldn't be sent."
    case .notAvailable: "Asking a parent isn't available for this account."
    case .systemError: "Something went wrong on this device. Try again later."
    }
  }
}
