import FlowEngine

/// The iOS/iPadOS version the simulated devices run; it decides which APIs and cases exist.
///
/// Reference §7: 26.0 basic request; 26.1 `AskError`; 26.2 eligibility, granular declarations,
/// `AskCenter`, `SignificantAppUpdateTopic`; 26.4 `RegulatoryFeature` and the adult
/// acknowledgment; 26.5 `confirmed` and `AskPermissionAction`; 27.0 `invalidAccount`,
/// `PermissionFlow` and `PermissionResult`.
public enum OSVersion: String, CaseIterable, Comparable, Sendable, Codable {
  /// iOS 26.0: `requestAgeRange` with `selfDeclared`/`guardianDeclared` only.
  case v26 = "26.0"
  /// iOS 26.1: PermissionKit's `AskError`, so a `CommunicationLimits` ask that throws says why.
  case v26dot1 = "26.1"
  /// iOS 26.2: `isEligibleForAgeFeatures`, the granular checked declarations, `AskCenter`.
  case v26dot2 = "26.2"
  /// iOS 26.4: `requiredRegulatoryFeatures` and `showSignificantUpdateAcknowledgment`.
  case v26dot4 = "26.4"
  /// iOS 26.5: the `confirmed` declaration replaces the granular checked cases.
  case v26dot5 = "26.5"
  /// iOS 27.0: `AgeRangeService.Error.invalidAccount`.
  case v27 = "27.0"

  /// The newest 26.x release, the default for new scenarios and `agetui ask`.
  public static let newest26 = OSVersion.v26dot5

  /// Orders versions by release.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.order < rhs.order
  }

  /// `isEligibleForAgeFeatures` exists (26.2+).
  public var hasEligibilityCheck: Bool { self >= .v26dot2 }
  /// `requiredRegulatoryFeatures` exists (26.4+).
  public var hasRegulatoryFeatures: Bool { self >= .v26dot4 }
  /// `AskCenter` and `SignificantAppUpdateTopic` exist (26.2+).
  public var hasAskCenter: Bool { self >= .v26dot2 }
  /// `AskError` exists (26.1+).
  public var hasAskError: Bool { self >= .v26dot1 }
  /// `AskCenter.askSignificantChangePermission(for:permissionFlow:in:)` exists (27.0+).
  public var hasPermissionFlow: Bool { self >= .v27 }
  /// `showSignificantUpdateAcknowledgment` exists (26.4+).
  public var hasAdultAcknowledgment: Bool { self >= .v26dot4 }
  /// The six granular checked declarations are reported (26.2 to 26.4).
  public var reportsGranularDeclarations: Bool { self >= .v26dot2 && self < .v26dot5 }
  /// `confirmed` is reported for a scrutinized declaration (26.5+).
  public var reportsConfirmed: Bool { self >= .v26dot5 }
  /// `AgeRangeService.Error.invalidAccount` exists (27.0+).
  public var hasInvalidAccountError: Bool { self >= .v27 }
  /// `ParentalControls.significantAppChangeApprovalRequired` exists (26.2 to 26.4).
  public var hasApprovalRequiredControl: Bool { self >= .v26dot2 && self < .v26dot5 }

  private var order: Int {
    switch self {
    case .v26: 0
    case .v26dot1: 1
    case .v26dot2: 2
    case .v26dot4: 3
    case .v26dot5: 4
    case .v27: 5
    }
  }
}
