import Apple
import FlowEngine
import Scenarios

// MARK: - What the app knows, as expectations and reports read it

extension AppleSimulation {
  /// The app's latest answer from `requestAgeRange`: a range, `declinedSharing`, or an error.
  public var latestAgeRangeFact: LedgerEntry<AppleLearnedFact>? {
    ledger.last {
      switch $0.fact {
      case .ageRange, .declinedSharing, .ageRangeError: true
      case .eligibility, .regulatoryFeatures, .parentAnswer, .askError, .permissionResult,
        .acknowledged, .consentRevoked:
        false
      }
    }
  }

  /// The latest answer as `expect: learned` writes it: `13–15`, `declinedSharing`,
  /// `notAvailable`, or `nothing`.
  public var learnedText: String {
    switch latestAgeRangeFact?.fact {
    case .ageRange(let shared)?: "\(shared.range)"
    case .declinedSharing?: "declinedSharing"
    case .ageRangeError(let name)?: name
    case .eligibility?, .regulatoryFeatures?, .parentAnswer?, .askError?, .permissionResult?,
      .acknowledged?, .consentRevoked?, nil:
      "nothing"
    }
  }

  /// The latest range the app received.
  public var latestSharedRange: SharedAgeRange? {
    for entry in ledger.reversed() {
      if case .ageRange(let shared) = entry.fact { return shared }
    }
    return nil
  }

  /// The latest `AskError` the app learned.
  public var latestAskError: AskError? {
    for entry in ledger.reversed() {
      if case .askError(let error) = entry.fact { return error }
    }
    return nil
  }

  /// The latest `PermissionResult` `askSignificantChangePermission` returned (27.0).
  public var latestPermissionResult: PermissionResult? {
    for entry in ledger.reversed() {
      if case .permissionResult(let result) = entry.fact { return result }
    }
    return nil
  }

  /// The latest question the parent answered.
  public var latestAnsweredQuestion: PermissionQuestion? {
    askCenter.questions.last { $0.chosen != nil }
  }

  /// The app's latest PermissionKit outcome, as Apple's sandbox table writes it: the parent's
  /// choice (`approve`, `decline`, a custom identifier) or `AskError.notAvailable`.
  public var permissionKitResult: String? {
    for entry in ledger.reversed() {
      switch entry.fact {
      case .askError(let error):
        return "AskError.\(error.rawValue)"
      case .parentAnswer(let questionID, _, _):
        return askCenter.question(id: questionID)?.chosen?.id.rawValue
      case .permissionResult(let result):
        return "PermissionResult\(result.swiftName)"
      case .eligibility, .regulatoryFeatures, .ageRange, .declinedSharing, .ageRangeError,
        .acknowledged, .consentRevoked:
        continue
      }
    }
    return nil
  }

  /// Whether a significant-update step applies to the person on a device: parental consent for
  /// a minor, adult notification for an adult (the sandbox table's "Significant app update
  /// notification"); nil before the flow has classified the person.
  public func significantUpdateApplies(on id: DeviceID) -> Bool? {
    guard let flow = device(id)?.flow, let branch = flow.branch else { return nil }
    switch branch {
    case .minor: return flow.requiresParentalConsent
    case .verifiedAdult, .unverifiedAdult: return flow.requiresAdultNotification
    case .declined: return flow.requiresParentalConsent || flow.requiresAdultNotification
    case .nothingPending, .notRequired, .error: return false
    }
  }
}
