/// The iOS/iPadOS version the simulated devices run; it decides which APIs and cases exist.
///
/// Reference §7: 26.0 basic request; 26.1 `AskError`; 26.2 eligibility, granular declarations,
/// `AskCenter`, `SignificantAppUpdateTopic`; 26.4 `RegulatoryFeature` and the adult
/// acknowledgment; 26.5 `confirmed`; 27.0 `invalidAccount`.
public enum OSVersion: String, CaseIterable, Comparable, Sendable, Codable {
  /// iOS 26.0: `requestAgeRange` with `selfDeclared`/`guardianDeclared` only.
  case v26_0 = "26.0"
  /// iOS 26.2: `isEligibleForAgeFeatures`, the granular checked declarations, `AskCenter`.
  case v26_2 = "26.2"
  /// iOS 26.4: `requiredRegulatoryFeatures` and `showSignificantUpdateAcknowledgment`.
  case v26_4 = "26.4"
  /// iOS 26.5: the `confirmed` declaration replaces the granular checked cases.
  case v26_5 = "26.5"
  /// iOS 27.0: `AgeRangeService.Error.invalidAccount`.
  case v27_0 = "27.0"

  /// The newest 26.x release, the default for new scenarios and `agetui ask`.
  public static let newest26 = OSVersion.v26_5

  /// Orders versions by release.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.order < rhs.order
  }

  /// `isEligibleForAgeFeatures` exists (26.2+).
  public var hasEligibilityCheck: Bool { self >= .v26_2 }
  /// `requiredRegulatoryFeatures` exists (26.4+).
  public var hasRegulatoryFeatures: Bool { self >= .v26_4 }
  /// `AskCenter` and `SignificantAppUpdateTopic` exist (26.2+).
  public var hasAskCenter: Bool { self >= .v26_2 }
  /// `showSignificantUpdateAcknowledgment` exists (26.4+).
  public var hasAdultAcknowledgment: Bool { self >= .v26_4 }
  /// The six granular checked declarations are reported (26.2 to 26.4).
  public var reportsGranularDeclarations: Bool { self >= .v26_2 && self < .v26_5 }
  /// `confirmed` is reported for a scrutinized declaration (26.5+).
  public var reportsConfirmed: Bool { self >= .v26_5 }
  /// `AgeRangeService.Error.invalidAccount` exists (27.0+).
  public var hasInvalidAccountError: Bool { self >= .v27_0 }
  /// `ParentalControls.significantAppChangeApprovalRequired` exists (26.2 to 26.4).
  public var hasApprovalRequiredControl: Bool { self >= .v26_2 && self < .v26_5 }

  private var order: Int {
    switch self {
    case .v26_0: 0
    case .v26_2: 1
    case .v26_4: 2
    case .v26_5: 3
    case .v27_0: 4
    }
  }
}
