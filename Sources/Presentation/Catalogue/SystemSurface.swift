import FlowEngine

/// One system surface a simulated device can show, and its variant where the words or buttons
/// differ: the age-range prompt per request purpose, a blocked screen per reason, and so on.
/// `agetui prompts` lists every one (``all``); ``shown(in:)`` says which a simulation shows.
public struct SystemSurface: Hashable, Sendable, Comparable {
  /// The stable kebab-case name (`SystemSheet.name` for a sheet): `age-range-prompt`.
  public var name: String
  /// The variant, where one surface differs by purpose, reason or state: `feature`.
  public var variant: String?

  /// Creates a surface.
  public init(_ name: String, _ variant: String? = nil) {
    self.name = name
    self.variant = variant
  }

  /// `name` or `name:variant`, the key `run --step` accepts.
  public var id: String { variant.map { "\(name):\($0)" } ?? name }

  /// In catalogue order.
  public static func < (lhs: SystemSurface, rhs: SystemSurface) -> Bool {
    let order = all
    return (order.firstIndex(of: lhs) ?? order.count) < (order.firstIndex(of: rhs) ?? order.count)
  }

  /// Every surface the simulator can show, in catalogue order.
  public static let all: [SystemSurface] =
    [
      SystemSurface("age-range-prompt", RequestPurpose.feature.rawValue),
      SystemSurface("age-range-prompt", RequestPurpose.significantChange.rawValue),
      SystemSurface("messages-compose", "significant-update"),
      SystemSurface("messages-compose", "communication"),
      SystemSurface("acknowledgment"),
      SystemSurface("permission-alert"),
      SystemSurface("screen-time-passcode", "first"),
      SystemSurface("screen-time-passcode", "wrong-passcode"),
    ]
    + askErrors.map { SystemSurface("cant-ask-alert", cantAsk($0)) }
    + [
      SystemSurface("shared-notification", "always-share"),
      SystemSurface("shared-notification", "required"),
      SystemSurface("request-notification"),
      SystemSurface("messages-bubble", "pending"),
      SystemSurface("messages-bubble", "answered"),
      SystemSurface("messages-bubble", "expired"),
    ]
    + blockReasons.map { SystemSurface("blocked-screen", blocked($0)) }
    + [
      SystemSurface("settings-age-range-for-apps", "no-cached-answer"),
      SystemSurface("settings-age-range-for-apps", "cached"),
      SystemSurface("settings-sandbox", "ready"),
      SystemSurface("settings-sandbox", "notification-triggered"),
    ]

  /// Every `AskError`, for the alert's variants.
  static let askErrors: [AskError] = [
    .unknown, .communicationLimitsNotEnabled, .contactSyncNotSetup, .invalidQuestion,
    .notAvailable, .systemError,
  ]

  /// Every kind of `BlockReason`, for the blocked screen's variants.
  static let blockReasons: [BlockReason] = [
    .unverifiedAdult, .parentDeclined, .questionExpired, .sharingDeclined, .consentRevoked,
    .ageRangeUnavailable(""),
  ]

  /// The surface a sheet is.
  public static func sheet(_ sheet: SystemSheet, topic: QuestionTopic?) -> SystemSurface {
    switch sheet {
    case .ageRangePrompt(_, let purpose): SystemSurface(sheet.name, purpose.rawValue)
    case .messagesCompose:
      switch topic {
      case .communication?: SystemSurface(sheet.name, "communication")
      case .significantAppUpdate?, nil: SystemSurface(sheet.name, "significant-update")
      }
    case .acknowledgment, .permissionAlert: SystemSurface(sheet.name)
    case .screenTimePasscode(_, let wrongAttempts):
      SystemSurface(sheet.name, wrongAttempts > 0 ? "wrong-passcode" : "first")
    }
  }

  /// The "Can't Ask" alert's variant for an error.
  static func cantAsk(_ error: AskError) -> String {
    switch error {
    case .unknown: "unknown"
    case .communicationLimitsNotEnabled: "communication-limits-not-enabled"
    case .contactSyncNotSetup: "contact-sync-not-setup"
    case .invalidQuestion: "invalid-question"
    case .notAvailable: "not-available"
    case .systemError: "system-error"
    }
  }

  /// The blocked screen's variant for a reason.
  static func blocked(_ reason: BlockReason) -> String {
    switch reason {
    case .unverifiedAdult: "unverified-adult"
    case .parentDeclined: "parent-declined"
    case .questionExpired: "question-expired"
    case .sharingDeclined: "sharing-declined"
    case .consentRevoked: "consent-revoked"
    case .ageRangeUnavailable: "age-range-unavailable"
    }
  }

  /// A parent's bubble's variant for its question's state; nil when Messages shows none.
  static func bubble(_ state: QuestionState) -> String? {
    switch state {
    case .pending: "pending"
    case .answered: "answered"
    case .expired: "expired"
    case .composing, .cancelled: nil
    }
  }
}
