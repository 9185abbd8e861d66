import FlowEngine

/// How the account's age was checked, if at all (Settings → account verification).
public enum AdultVerification: String, CaseIterable, Sendable, Codable {
  /// Not verified: the age is only declared.
  case none
  /// Checked with a payment method such as a credit card.
  case payment
  /// Checked with a government ID.
  case governmentID = "government-id"
  /// Checked by another, unspecified method.
  case other

  /// Whether the age was checked by any scrutinized method.
  public var isVerified: Bool { self != .none }

  /// The label Settings shows.
  public var title: String {
    switch self {
    case .none: "Not verified"
    case .payment: "Verified by payment method"
    case .governmentID: "Verified by government ID"
    case .other: "Verified by another method"
    }
  }
}
