import Scenarios

/// Google Play's built-in scenarios: Play's alone, and those on Apple and Google Play (a
/// scenario on several stores is in the room of the last store it needs).
enum PlayBuiltIns {
  /// Each built-in's text, in display order, grouped as docs/scenarios.md lists them. Each is
  /// `Sources/Platforms/GooglePlay/Store/BuiltIn/NAME.yaml`, embedded at build time
  /// (`.embedInCode`), so no bundle is looked up at run time; a test checks that this list and
  /// that folder hold the same names.
  static let sources: [BuiltInScenario] = [
    // Google Play (reference §6 and §8.3): the Texas teen on both stores, then Play alone
    BuiltInScenario(
      name: "texas-teen-both-stores", bytes: PackageResources.texas_teen_both_stores_yaml),
    BuiltInScenario(
      name: "play-change-approved", bytes: PackageResources.play_change_approved_yaml),
    BuiltInScenario(
      name: "play-change-declined", bytes: PackageResources.play_change_declined_yaml),
    BuiltInScenario(
      name: "play-change-pending-past-effective-date",
      bytes: PackageResources.play_change_pending_past_effective_date_yaml),
    BuiltInScenario(
      name: "play-revoked-approval", bytes: PackageResources.play_revoked_approval_yaml),
    BuiltInScenario(
      name: "play-verification-required", bytes: PackageResources.play_verification_required_yaml),
    BuiltInScenario(name: "play-brazil", bytes: PackageResources.play_brazil_yaml),
    BuiltInScenario(name: "play-sdk-003", bytes: PackageResources.play_sdk_003_yaml),
    BuiltInScenario(
      name: "play-ask-before-sharing", bytes: PackageResources.play_ask_before_sharing_yaml),
    // The laws of 2027 (reference §9.1): midnight on 2027-01-01 in Alabama, on both stores
    BuiltInScenario(name: "new-year-2027", bytes: PackageResources.new_year_2027_yaml),
  ]
}
