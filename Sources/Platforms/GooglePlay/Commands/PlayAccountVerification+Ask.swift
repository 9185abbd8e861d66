import GooglePlay

extension PlayAccount.Verification {
  /// The tiers `ask --verified` names for Google Play, by their words.
  static let askTiers: [(String, PlayAccount.Verification)] = [
    ("tier-c", .tierC), ("tier-d", .tierD),
  ]
}
