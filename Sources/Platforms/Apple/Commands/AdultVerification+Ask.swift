import Apple

extension AdultVerification {
  /// The methods `ask --verified` names for Apple, by their words.
  static let askMethods: [(String, AdultVerification)] = [
    ("payment", .payment), ("government-id", .governmentID), ("other", .other),
  ]
}
