import Scenarios

/// Amazon Appstore's built-in scenarios: Amazon's alone, and the Texas teen on all three
/// stores (a scenario on several stores is in the room of the last store it needs).
enum AmazonBuiltIns {
  /// Each built-in's text, in display order, grouped as docs/scenarios.md lists them. Each is
  /// `Sources/Platforms/AmazonAppstore/Store/BuiltIn/NAME.yaml`, embedded at build time
  /// (`.embedInCode`), so no bundle is looked up at run time; a test checks that this list and
  /// that folder hold the same names.
  static let sources: [BuiltInScenario] = [
    // Amazon Appstore (amazon.md): the Texas teen on three stores, then Amazon alone
    BuiltInScenario(
      name: "texas-teen-three-stores", bytes: PackageResources.texas_teen_three_stores_yaml),
    BuiltInScenario(name: "amazon-test-options", bytes: PackageResources.amazon_test_options_yaml),
    BuiltInScenario(
      name: "amazon-change-withheld-then-given",
      bytes: PackageResources.amazon_change_withheld_then_given_yaml),
    BuiltInScenario(
      name: "amazon-revocation-report", bytes: PackageResources.amazon_revocation_report_yaml),
    BuiltInScenario(name: "amazon-utah-2027", bytes: PackageResources.amazon_utah_2027_yaml),
    BuiltInScenario(
      name: "amazon-transient-error-retried",
      bytes: PackageResources.amazon_transient_error_retried_yaml),

  ]
}
