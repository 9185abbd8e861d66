import FlowEngine

/// `AgeRangeService.AgeRangeDeclaration`: how the age behind a range was set.
public enum AgeRangeDeclaration: String, CaseIterable, Sendable {
  /// The person set their own range (26.0).
  case selfDeclared
  /// A parent, guardian or Family Organizer set it (26.0).
  case guardianDeclared
  /// The person set it, checked with a payment method (26.2; deprecated).
  case paymentChecked
  /// The person set it, checked with a government ID (26.2; deprecated).
  case governmentIDChecked
  /// The person set it, checked by another method (26.2; deprecated).
  case checkedByOtherMethod
  /// The guardian set it, checked with a payment method (26.2; deprecated).
  case guardianPaymentChecked
  /// The guardian set it, checked with a government ID (26.2; deprecated).
  case guardianGovernmentIDChecked
  /// The guardian set it, checked by another method (26.2; deprecated).
  case guardianCheckedByOtherMethod
  /// Set with a scrutinized method such as a credit card or government ID (26.5).
  case confirmed

  /// Whether the declaration records a scrutinized check (a "verified adult" in Apple's sample).
  public var isChecked: Bool {
    switch self {
    case .selfDeclared, .guardianDeclared: false
    case .paymentChecked, .governmentIDChecked, .checkedByOtherMethod, .guardianPaymentChecked,
      .guardianGovernmentIDChecked, .guardianCheckedByOtherMethod, .confirmed:
      true
    }
  }

  /// Decides the declaration a response carries.
  ///
  /// Children, and teens in a family, are `guardianDeclared`; adults and teens outside a family
  /// are `selfDeclared` (WWDC25). A checked age is reported as a granular case on 26.2–26.4 in
  /// regions that report the method, and as `confirmed` on 26.5+ ([I]: everywhere).
  public static func declaration(
    byGuardian: Bool, verification: AdultVerification, os: OSVersion,
    regionReportsMethod: Bool
  ) -> AgeRangeDeclaration {
    if os.reportsConfirmed, verification.isVerified { return .confirmed }
    if os.reportsGranularDeclarations, regionReportsMethod {
      switch (byGuardian, verification) {
      case (_, .none): break
      case (false, .payment): return .paymentChecked
      case (false, .governmentID): return .governmentIDChecked
      case (false, .other): return .checkedByOtherMethod
      case (true, .payment): return .guardianPaymentChecked
      case (true, .governmentID): return .guardianGovernmentIDChecked
      case (true, .other): return .guardianCheckedByOtherMethod
      }
    }
    return byGuardian ? .guardianDeclared : .selfDeclared
  }
}
