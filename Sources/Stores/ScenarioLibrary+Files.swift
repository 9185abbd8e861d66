import Scenarios

// MARK: - The built-in scenario files, in display order

extension ScenarioLibrary {
  /// Every built-in's text, in display order (the default first), grouped as
  /// docs/scenarios.md lists them. Each is `Sources/Stores/BuiltIn/NAME.yaml`, embedded in the
  /// binary at build time (`.embedInCode`), so no bundle is looked up at run time. A test checks
  /// that this list and that directory hold the same names.
  public static let sources: [Source] = [
    // Parental consent in Texas: the default, sync, revocation, expiry
    Source(name: "texas-teen", bytes: PackageResources.texas_teen_yaml),
    Source(name: "second-device-sync", bytes: PackageResources.second_device_sync_yaml),
    Source(name: "revoked-consent", bytes: PackageResources.revoked_consent_yaml),
    Source(name: "parent-never-answers", bytes: PackageResources.parent_never_answers_yaml),
    // Apple's sandbox table (reference §4.2, current revision), one scenario per row
    Source(name: "sandbox-under13-approved", bytes: PackageResources.sandbox_under13_approved_yaml),
    Source(name: "sandbox-13-15-approved", bytes: PackageResources.sandbox_13_15_approved_yaml),
    Source(name: "sandbox-16-17-declined", bytes: PackageResources.sandbox_16_17_declined_yaml),
    Source(
      name: "sandbox-adult-unconfirmed", bytes: PackageResources.sandbox_adult_unconfirmed_yaml),
    Source(name: "sandbox-adult-confirmed", bytes: PackageResources.sandbox_adult_confirmed_yaml),
    Source(
      name: "sandbox-adult-confirmed-change-applicable",
      bytes: PackageResources.sandbox_adult_confirmed_change_applicable_yaml),
    // The people of WWDC25 session 299 (via a third-party summary, reference §1.5)
    Source(name: "wwdc-olivia-14", bytes: PackageResources.wwdc_olivia_14_yaml),
    Source(name: "wwdc-emily-9", bytes: PackageResources.wwdc_emily_9_yaml),
    Source(name: "wwdc-ann-42", bytes: PackageResources.wwdc_ann_42_yaml),
    // Sharing: the anniversary rule, Never Share, a declined share, communication asks
    Source(
      name: "birthday-before-anniversary", bytes: PackageResources.birthday_before_anniversary_yaml),
    Source(name: "never-share-child", bytes: PackageResources.never_share_child_yaml),
    Source(name: "declined-share", bytes: PackageResources.declined_share_yaml),
    Source(name: "communication-ask", bytes: PackageResources.communication_ask_yaml),
    // Training: the three sharing modes, the cache and Share Age Range Again
    Source(name: "sharing-modes", bytes: PackageResources.sharing_modes_yaml),
    // Adults in Utah: verification and the acknowledgment sheet
    Source(
      name: "unverified-adult-verifies", bytes: PackageResources.unverified_adult_verifies_yaml),
    Source(name: "utah-adult-acknowledges", bytes: PackageResources.utah_adult_acknowledges_yaml),
    // App versions: the install version, and an update with a new change
    Source(name: "install-covers-change", bytes: PackageResources.install_covers_change_yaml),
    Source(name: "update-asks-again", bytes: PackageResources.update_asks_again_yaml),
    // Accounts and OS versions: signed out, invalidAccount, no signals on 26.0
    Source(name: "signed-out-device", bytes: PackageResources.signed_out_device_yaml),
    Source(name: "os-27-invalid-account", bytes: PackageResources.os_27_invalid_account_yaml),
    Source(name: "os-26-no-signals", bytes: PackageResources.os_26_no_signals_yaml),
    // Requests Apple's rules refuse
    Source(
      name: "four-gates-invalid-request", bytes: PackageResources.four_gates_invalid_request_yaml),
    // iOS 27: askSignificantChangePermission and its PermissionFlow
    Source(name: "ios27-approve-in-person", bytes: PackageResources.ios27_approve_in_person_yaml),
    Source(
      name: "ios27-acknowledgment-alert", bytes: PackageResources.ios27_acknowledgment_alert_yaml),
    // Google Play (reference §6 and §8.3): the Texas teen on both stores, then Play alone
    Source(name: "texas-teen-both-stores", bytes: PackageResources.texas_teen_both_stores_yaml),
    Source(name: "play-change-approved", bytes: PackageResources.play_change_approved_yaml),
    Source(name: "play-change-declined", bytes: PackageResources.play_change_declined_yaml),
    Source(
      name: "play-change-pending-past-effective-date",
      bytes: PackageResources.play_change_pending_past_effective_date_yaml),
    Source(name: "play-revoked-approval", bytes: PackageResources.play_revoked_approval_yaml),
    Source(
      name: "play-verification-required", bytes: PackageResources.play_verification_required_yaml),
    Source(name: "play-brazil", bytes: PackageResources.play_brazil_yaml),
    Source(name: "play-sdk-003", bytes: PackageResources.play_sdk_003_yaml),
    Source(name: "play-ask-before-sharing", bytes: PackageResources.play_ask_before_sharing_yaml),
    // The laws of 2027 (reference §9.1): midnight on 2027-01-01 in Alabama, on both stores
    Source(name: "new-year-2027", bytes: PackageResources.new_year_2027_yaml),
    // Amazon Appstore (amazon.md): the Texas teen on three stores, then Amazon alone
    Source(name: "texas-teen-three-stores", bytes: PackageResources.texas_teen_three_stores_yaml),
    Source(name: "amazon-test-options", bytes: PackageResources.amazon_test_options_yaml),
    Source(
      name: "amazon-change-withheld-then-given",
      bytes: PackageResources.amazon_change_withheld_then_given_yaml),
    Source(name: "amazon-revocation-report", bytes: PackageResources.amazon_revocation_report_yaml),
    Source(name: "amazon-utah-2027", bytes: PackageResources.amazon_utah_2027_yaml),
    Source(
      name: "amazon-transient-error-retried",
      bytes: PackageResources.amazon_transient_error_retried_yaml),
  ]
}
