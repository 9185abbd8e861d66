import Scenarios

/// Apple's built-in scenarios: the ones on Apple alone, the default (`texas-teen`) first.
enum AppleBuiltIns {
  /// Each built-in's text, in display order, grouped as docs/scenarios.md lists them. Each is
  /// `Sources/Platforms/Apple/Store/BuiltIn/NAME.yaml`, embedded at build time
  /// (`.embedInCode`), so no bundle is looked up at run time; a test checks that this list and
  /// that folder hold the same names.
  static let sources: [BuiltInScenario] = [
    // Parental consent in Texas: the default, sync, revocation, expiry
    BuiltInScenario(name: "texas-teen", bytes: PackageResources.texas_teen_yaml),
    BuiltInScenario(name: "second-device-sync", bytes: PackageResources.second_device_sync_yaml),
    BuiltInScenario(name: "revoked-consent", bytes: PackageResources.revoked_consent_yaml),
    BuiltInScenario(
      name: "parent-never-answers", bytes: PackageResources.parent_never_answers_yaml),
    // Apple's sandbox table (reference §4.2, current revision), one scenario per row
    BuiltInScenario(
      name: "sandbox-under13-approved", bytes: PackageResources.sandbox_under13_approved_yaml),
    BuiltInScenario(
      name: "sandbox-13-15-approved", bytes: PackageResources.sandbox_13_15_approved_yaml),
    BuiltInScenario(
      name: "sandbox-16-17-declined", bytes: PackageResources.sandbox_16_17_declined_yaml),
    BuiltInScenario(
      name: "sandbox-adult-unconfirmed", bytes: PackageResources.sandbox_adult_unconfirmed_yaml),
    BuiltInScenario(
      name: "sandbox-adult-confirmed", bytes: PackageResources.sandbox_adult_confirmed_yaml),
    BuiltInScenario(
      name: "sandbox-adult-confirmed-change-applicable",
      bytes: PackageResources.sandbox_adult_confirmed_change_applicable_yaml),
    // The people of WWDC25 session 299 (via a third-party summary, reference §1.5)
    BuiltInScenario(name: "wwdc-olivia-14", bytes: PackageResources.wwdc_olivia_14_yaml),
    BuiltInScenario(name: "wwdc-emily-9", bytes: PackageResources.wwdc_emily_9_yaml),
    BuiltInScenario(name: "wwdc-ann-42", bytes: PackageResources.wwdc_ann_42_yaml),
    // Sharing: the anniversary rule, Never Share, a declined share, communication asks
    BuiltInScenario(
      name: "birthday-before-anniversary", bytes: PackageResources.birthday_before_anniversary_yaml),
    BuiltInScenario(name: "never-share-child", bytes: PackageResources.never_share_child_yaml),
    BuiltInScenario(name: "declined-share", bytes: PackageResources.declined_share_yaml),
    BuiltInScenario(name: "communication-ask", bytes: PackageResources.communication_ask_yaml),
    // Training: the three sharing modes, the cache and Share Age Range Again
    BuiltInScenario(name: "sharing-modes", bytes: PackageResources.sharing_modes_yaml),
    // Adults in Utah: verification and the acknowledgment sheet
    BuiltInScenario(
      name: "unverified-adult-verifies", bytes: PackageResources.unverified_adult_verifies_yaml),
    BuiltInScenario(
      name: "utah-adult-acknowledges", bytes: PackageResources.utah_adult_acknowledges_yaml),
    // App versions: the install version, and an update with a new change
    BuiltInScenario(
      name: "install-covers-change", bytes: PackageResources.install_covers_change_yaml),
    BuiltInScenario(name: "update-asks-again", bytes: PackageResources.update_asks_again_yaml),
    // Accounts and OS versions: signed out, invalidAccount, no signals on 26.0
    BuiltInScenario(name: "signed-out-device", bytes: PackageResources.signed_out_device_yaml),
    BuiltInScenario(
      name: "os-27-invalid-account", bytes: PackageResources.os_27_invalid_account_yaml),
    BuiltInScenario(name: "os-26-no-signals", bytes: PackageResources.os_26_no_signals_yaml),
    // Requests Apple's rules refuse
    BuiltInScenario(
      name: "four-gates-invalid-request", bytes: PackageResources.four_gates_invalid_request_yaml),
    // iOS 27: askSignificantChangePermission and its PermissionFlow
    BuiltInScenario(
      name: "ios27-approve-in-person", bytes: PackageResources.ios27_approve_in_person_yaml),
    BuiltInScenario(
      name: "ios27-acknowledgment-alert", bytes: PackageResources.ios27_acknowledgment_alert_yaml),
  ]
}
