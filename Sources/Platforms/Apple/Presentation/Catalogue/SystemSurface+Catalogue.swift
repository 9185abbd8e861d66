import Apple
import FlowEngine
import Presentation

/// Apple's surfaces, in catalogue order: `agetui prompts` lists every one (``all``), and
/// ``shown(in:)`` says which a simulation shows.
extension SystemSurface {
  /// Every surface the simulator can show, in catalogue order.
  public static let all: [SystemSurface] =
    AppleSheet.Kind.allCases.flatMap { kind in
      (sheetVariants[kind] ?? [nil]).map { SystemSurface(kind.rawValue, $0) }
    }
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

  /// The variants of the sheets that have them, in catalogue order; every other sheet is one
  /// surface, so a new sheet is catalogued without a line here.
  static let sheetVariants: [AppleSheet.Kind: [String?]] = [
    .ageRangePrompt: [RequestPurpose.feature.rawValue, RequestPurpose.significantChange.rawValue],
    .messagesCompose: [updateQuestionVariant, communicationQuestionVariant],
    .screenTimePasscode: [firstPasscodeVariant, wrongPasscodeVariant],
  ]

  private static let updateQuestionVariant = "significant-update"
  private static let communicationQuestionVariant = "communication"
  private static let firstPasscodeVariant = "first"
  private static let wrongPasscodeVariant = "wrong-passcode"

  /// Every `AskError`, for the alert's variants.
  static let askErrors = AskError.allCases

  /// Every kind of `BlockReason`, for the blocked screen's variants.
  static let blockReasons: [BlockReason] = [
    .unverifiedAdult, .parentDeclined(.ageNotShared), .approvalLapsed(.ageNotShared),
    .sharingDeclined, .consentRevoked, .ageSignalUnavailable(""),
  ]

  /// The surface a sheet is.
  public static func sheet(_ sheet: AppleSheet, topic: AppleQuestionTopic?) -> SystemSurface {
    SystemSurface(sheet.name, variant(of: sheet, topic: topic))
  }

  /// The variant of the sheets in ``sheetVariants``; nil for the others, which have none.
  private static func variant(of sheet: AppleSheet, topic: AppleQuestionTopic?) -> String? {
    if case .ageRangePrompt(_, let purpose) = sheet { return purpose.rawValue }
    if case .screenTimePasscode(_, let wrongAttempts) = sheet {
      return wrongAttempts > 0 ? wrongPasscodeVariant : firstPasscodeVariant
    }
    guard case .messagesCompose = sheet else { return nil }
    switch topic {
    case .communication?: return communicationQuestionVariant
    case .significantAppUpdate?, nil: return updateQuestionVariant
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
    case .approvalLapsed: "question-expired"
    case .sharingDeclined: "sharing-declined"
    case .consentRevoked: "consent-revoked"
    case .ageSignalUnavailable: "age-range-unavailable"
    }
  }

  /// A parent's bubble's variant for its question's state; nil when Messages shows none.
  static func bubble(_ state: AppleQuestionState) -> String? {
    switch state {
    case .pending: "pending"
    case .answered: "answered"
    case .expired: "expired"
    case .composing, .cancelled: nil
    }
  }
}
