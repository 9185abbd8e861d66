import Apple
import FlowEngine
import Scenarios

extension NarrationClaim {
  /// Whether the outcome holds in the simulation after `step` (and, for a sheet, in what the
  /// step itself showed).
  public func holds(after step: AppleWalkthroughStep) -> Bool {
    let simulation = step.world
    let questions = simulation.askCenter.questions
    let devices = simulation.devices
    switch self {
    case .asked: return !questions.isEmpty
    case .sent: return questions.contains { $0.sentOn != nil }
    case .approved: return questions.contains { $0.chosen?.answer == .approval }
    case .declined:
      return questions.contains { $0.chosen?.answer == .denial }
        || simulation.ledger.contains { $0.fact == .declinedSharing }
    case .expired: return questions.contains { $0.state == .expired }
    case .waiting:
      return devices.contains {
        $0.flow.step.kind == .waitingForParent || $0.sheet != nil
      }
    case .blocked: return devices.contains { $0.flow.step.kind == .blocked }
    case .running: return devices.contains { $0.flow.step.kind == .running }
    case .featureOn: return devices.contains { $0.flow.step.featureEnabled == true }
    case .shared:
      return simulation.ledger.contains {
        if case .ageRange = $0.fact { return true }
        return false
      }
    case .promptShown, .composeShown, .alertShown, .passcodeShown, .acknowledgmentShown:
      return devices.contains { $0.sheet.map(isShown) ?? false }
        || step.entries.contains { $0.detail.map(isShown) ?? false }
    case .acknowledged: return simulation.ledger.contains { $0.fact == .acknowledged }
    case .handled:
      return !simulation.keyValueStore.isEmpty
        || devices.contains { !$0.handledChanges.isEmpty }
    case .notified:
      return !simulation.parentNotifications.isEmpty
        || devices.contains { !$0.notifications.isEmpty }
    case .tapped: return step.entries.contains { $0.kind == .answer }
    }
  }

  private func isShown(_ sheet: AppleSheet) -> Bool {
    sheet.kind == shownSheet
  }

  /// The sheet a "shown" claim names; nil for every other claim.
  private var shownSheet: AppleSheet.Kind? {
    switch self {
    case .promptShown: .ageRangePrompt
    case .composeShown: .messagesCompose
    case .alertShown: .permissionAlert
    case .passcodeShown: .screenTimePasscode
    case .acknowledgmentShown: .acknowledgment
    case .asked, .sent, .approved, .declined, .expired, .waiting, .blocked, .running, .featureOn,
      .shared, .acknowledged, .handled, .notified, .tapped:
      nil
    }
  }

  private func isShown(_ detail: AppleTraceDetail) -> Bool {
    switch detail {
    case .ageRangePrompt: self == .promptShown
    case .sheetShown(let sheet): isShown(sheet)
    case .eligibility, .regulatoryFeatures, .ageRangeRequest, .ageRangeCached, .ageRangeAnswer,
      .promptAnswer, .permissionFlow, .permissionResult, .changesHandled, .flowStep, .sharingMode,
      .shareAgeRangeAgain, .verification, .inFamily, .signedIn, .communicationLimits, .region,
      .os, .assumptions, .clock, .appVersion, .askRequest, .questionSent, .parentAnswer,
      .questionExpired, .consentRevoked, .rescindConsentNotification, .accountCreated, .appGates,
      .rejected:
      false
    }
  }
}

extension NarrationClaim.Match {
  /// Whether the claim holds after an Apple step: the claim's own rule, and for a tap, the
  /// step's trace names the button the words name (`taps Ask Again`: `tap “Ask Again”`).
  public func holds(after step: AppleWalkthroughStep) -> Bool {
    claim.holds(after: step) && names(step.entries.map(\.summary))
  }
}
