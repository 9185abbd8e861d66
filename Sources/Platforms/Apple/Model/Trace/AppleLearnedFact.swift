import FlowEngine

/// Something the app learned. By construction it can hold a range, never a birthdate or age.
public enum AppleLearnedFact: Hashable, Sendable {
  /// `isEligibleForAgeFeatures`.
  case eligibility(Bool)
  /// `requiredRegulatoryFeatures`.
  case regulatoryFeatures([RegulatoryFeature])
  /// A shared range.
  case ageRange(SharedAgeRange)
  /// `declinedSharing`.
  case declinedSharing
  /// `requestAgeRange` threw.
  case ageRangeError(String)
  /// The parent's answer to a question, through `AskCenter.responses(for:)`.
  case parentAnswer(questionID: ApprovalID, choiceTitle: String, approved: Bool)
  /// `AskCenter.ask` threw.
  case askError(AskError)
  /// `askSignificantChangePermission` returned (27.0).
  case permissionResult(PermissionResult)
  /// The adult acknowledged the update.
  case acknowledged
  /// RESCIND_CONSENT reached the developer's server and then the app.
  case consentRevoked

  /// One line for the timeline's "the app learned" column.
  public var summary: String {
    switch self {
    case .eligibility(let eligible): "isEligibleForAgeFeatures = \(eligible)"
    case .regulatoryFeatures(let features):
      "requiredRegulatoryFeatures = [\(features.map(\.rawValue).joined(separator: ", "))]"
    case .ageRange(let shared):
      "age range \(shared.range) (\(shared.declaration?.rawValue ?? "no declaration"))"
        + (shared.activeParentalControls.isEmpty
          ? ""
          : ", controls: " + shared.activeParentalControls.map(\.rawValue).joined(separator: ", "))
    case .declinedSharing: "declinedSharing"
    case .ageRangeError(let name): "requestAgeRange threw \(name)"
    case .parentAnswer(let id, let title, _): "parent answered question #\(id): \(title)"
    case .askError(let error): "AskCenter.ask threw AskError.\(error.rawValue)"
    case .permissionResult(let result):
      "askSignificantChangePermission returned \(result.swiftName)"
    case .acknowledged: "the update was acknowledged"
    case .consentRevoked: "consent revoked (RESCIND_CONSENT)"
    }
  }
}
