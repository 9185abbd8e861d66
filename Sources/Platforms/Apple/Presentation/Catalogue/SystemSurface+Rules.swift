import Apple
import Presentation

/// When the system shows each surface, in one sentence, by `SystemSurface.id`.
extension SystemSurface {
  /// When the system shows it, in one sentence (nil for a surface not in ``all``).
  public var rule: String? { Self.rules[id] ?? Self.rules[name] }

  static let rules: [String: String] = [
    "age-range-prompt:feature":
      "Ask First, no cached answer: the app asks with its own age gates for its gated feature, "
      + "and the system asks the person to share or not.",
    "age-range-prompt:significant-change":
      "Ask First, no cached answer: the significant-change flow asks with the gate of 18, and "
      + "the system asks the person to share or not.",
    "messages-compose:communication":
      "A child with communication limits asks to message someone: Messages opens with the "
      + "request to the parent.",
    "messages-compose:significant-update":
      "A minor taps Ask Parent where the law asks for a parent's approval (or chooses Ask to "
      + "Approve on iOS 27): Messages opens with the request to the parent.",
    "acknowledgment":
      "A verified adult opens an app whose significant change requires adult notification "
      + "(showSignificantUpdateAcknowledgment, iOS 26.4 and later).",
    "permission-alert":
      "iOS 27: the app calls askSignificantChangePermission with the acknowledgmentAlert flow.",
    "screen-time-passcode:wrong-passcode":
      "Approve in Person after a wrong passcode: the sheet asks again.",
    "screen-time-passcode:first":
      "iOS 27: Approve in Person (from the alert, or the approveInPerson flow) asks the parent "
      + "for the Screen Time passcode on the child's device.",
    "cant-ask-alert":
      "AskCenter.ask threw (iOS 26.1 and later; adults get notAvailable): the app shows "
      + "the error.",
    "shared-notification:required":
      "A regulated region shares the age range automatically (shown only while the "
      + "'Notify on required share' assumption is on).",
    "shared-notification:always-share":
      "Always Share revealed new age information to the app.",
    "request-notification":
      "The child sent a request in Messages; it stays until the parent answers or it expires.",
    "messages-bubble:answered":
      "The parent answered the request; the bubble says what was chosen.",
    "messages-bubble:expired":
      "The request's expiry day passed unanswered; it can no longer be answered.",
    "messages-bubble:pending":
      "A request waits in the parent's Messages with the question's choices.",
    "blocked-screen:unverified-adult":
      "An adult whose account is not verified: the sample blocks until verified in Settings.",
    "blocked-screen:parent-declined":
      "The parent declined the significant change.",
    "blocked-screen:question-expired":
      "The parent's request expired unanswered; the child can ask again.",
    "blocked-screen:sharing-declined":
      "The person declined to share and the 'On declined sharing' assumption blocks.",
    "blocked-screen:consent-revoked":
      "The parent revoked consent (RESCIND_CONSENT); the app blocks from the next launch.",
    "blocked-screen:age-range-unavailable":
      "requestAgeRange threw, so the app cannot tell who is using it.",
    "settings-age-range-for-apps:cached":
      "Settings › Age Range for Apps once the app holds a cached answer: Share Age Range "
      + "Again clears it.",
    "settings-age-range-for-apps:no-cached-answer":
      "Settings › Age Range for Apps: the sharing setting, before any answer is cached.",
    "settings-sandbox:notification-triggered":
      "Settings › Developer › Sandbox Apple Account after Revoke Consent.",
    "settings-sandbox:ready":
      "Settings › Developer › Sandbox Apple Account › Revoke App Consent, before revoking.",
  ]
}
