import Apple
import ApplePresentation
import ApplePrompts
import CustomDump
import FlowEngine
import Presentation
import Prompts
import Scenarios
import Stores
import Testing

/// Whole catalogue entries, exactly as `agetui prompts` prints them: the rule, the built-in step
/// that reaches the surface, every string with its mark and its provenance.
@Suite("agetui prompts: whole entries")
struct PromptEntryTests {
  static let catalogue = PromptCatalogue()

  static let blocks: [(String, String)] = [
    (
      "permission-alert",
      """
      permission-alert
        shown when  iOS 27: the app calls askSignificantChangePermission with the acknowledgmentAlert flow.
        reached by  agetui run ios27-acknowledgment-alert --format svg --step 2 (child-iphone)
        title       ≈ Landmarks Needs Approval
                      assumption: Apple names the alert's buttons, not its title or message (reference §2.2)
        text        · This update adds video calling with people in your contacts.
                      the app's: the app's updateDescription / SignificantAppUpdateTopic description, shown as passed (reference §1.10, §2.9)
        button      ✓ Ask to Approve
                      Apple: "acknowledgmentAlert shows an alert first ("Ask to Approve / Approve in Person / Cancel")" — reference §2.2; /documentation/permissionkit/permissionflow
        button      ✓ Approve in Person
                      Apple: "acknowledgmentAlert shows an alert first ("Ask to Approve / Approve in Person / Cancel")" — reference §2.2; /documentation/permissionkit/permissionflow
        button      ✓ Cancel
                      Apple: "acknowledgmentAlert shows an alert first ("Ask to Approve / Approve in Person / Cancel")" — reference §2.2; /documentation/permissionkit/permissionflow
      """
    ),
    (
      "blocked-screen:question-expired",
      """
      blocked-screen:question-expired
        shown when  The parent's request expired unanswered; the child can ask again.
        reached by  agetui run parent-never-answers --format svg --step 5 (child-iphone)
        title       ≈ Not Available
                      assumption: the app's own blocked screen (Apple's sample blocks the flow); its text is AgeTUI's (reference §3)
        text        ≈ Your request expired before your parent answered. You can ask again.
                      assumption: the app's own blocked screen (Apple's sample blocks the flow); its text is AgeTUI's (reference §3)
        button      · Ask Again
                      the app's: the app's own PermissionButton label (reference §2.7, §3)
      """
    ),
    (
      "cant-ask-alert:system-error",
      """
      cant-ask-alert:system-error
        shown when  AskCenter.ask threw (iOS 26.1 and later; adults get notAvailable): the app shows the error.
        reached by  no built-in scenario reaches it
      """
    ),
    (
      "settings-sandbox:notification-triggered",
      """
      settings-sandbox:notification-triggered
        shown when  Settings › Developer › Sandbox Apple Account after Revoke Consent.
        reached by  agetui run revoked-consent --format svg --step 5 (child-iphone)
        title       ✓ Developer › Sandbox Apple Account
                      Apple: "Settings → Developer → Sandbox Apple Account" — reference §4.1; /documentation/storekit/testing-age-assurance-in-sandbox
        text        ✓ Revoke App Consent
                      Apple: "Manage → Revoke App Consent → enter the bundle ID → tap Revoke Consent" — reference §4.3; /documentation/storekit/testing-age-assurance-in-sandbox
        text        ✓ Notification Triggered for com.example.landmarks
                      Apple: "The system shows "Notification Triggered" with a message that a notification will soon go to the developer server" — reference §4.3; /documentation/storekit/testing-age-assurance-in-sandbox
      """
    ),
    (
      "screen-time-passcode:first",
      """
      screen-time-passcode:first
        shown when  iOS 27: Approve in Person (from the alert, or the approveInPerson flow) asks the parent for the Screen Time passcode on the child's device.
        reached by  agetui run ios27-approve-in-person --format svg --step 2 (child-iphone)
        title       ≈ Screen Time Passcode
                      assumption: Apple documents that the parent enters the Screen Time passcode on the child's device, not the sheet's wording (reference §2.2, §2.9)
        text        ≈ Diego, enter the passcode to approve the update to Landmarks.
                      assumption: Apple documents only that the parent enters the Screen Time passcode (reference §2.9)
        text        · This update adds video calling with people in your contacts.
                      the app's: the app's updateDescription / SignificantAppUpdateTopic description, shown as passed (reference §1.10, §2.9)
        button      · Enter 2580 (the passcode)
                      simulator: stands for typing the passcode on the keypad
        button      · Enter 0000 (a wrong one)
                      simulator: stands for typing the passcode on the keypad
        button      ≈ Cancel
                      assumption: Apple documents that the parent enters the Screen Time passcode, not the sheet's buttons (reference §2.9)
      """
    ),
  ]

  @Test("an entry's text block", arguments: blocks)
  func textBlock(id: String, expected: String) throws {
    let entry = try #require(Self.catalogue.appleEntries.first { $0.surface.id == id })
    expectNoDifference(PromptCatalogue.text(entry), expected)
  }
}
