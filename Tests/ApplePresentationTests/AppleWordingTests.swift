import ApplePresentation
import CustomDump
import FlowEngine
import Presentation
import Testing

@testable import Apple

/// Which words are Apple's and which AgeTUI's: the provenance of each system string, with
/// Apple's quotes and sources.
@Suite("Wording provenance")
struct AppleWordingTests {
  static let cases: [(Wording, String, String)] = [
    (AppleWording.composeTitle, "New Message", "assumption"),
    (AppleWording.composeSend, "Send", "assumption"),
    (AppleWording.askToApprove, "Ask to Approve", "apple"),
    (AppleWording.approveInPerson, "Approve in Person", "apple"),
    (AppleWording.alertCancel, "Cancel", "apple"),
    (AppleWording.passcodeTitle, "Screen Time Passcode", "assumption"),
    (AppleWording.acknowledgmentContinue, "Continue", "assumption"),
    (AppleWording.cantAskTitle(), "Can't Ask", "assumption"),
    (AppleWording.ageRangeForApps, "Age Range for Apps", "apple"),
    (AppleWording.sharingMode(.askFirst), "Ask First", "apple"),
    (AppleWording.shareAgain, "Share Age Range Again", "apple"),
    (AppleWording.revokeConsent, "Revoke Consent", "apple"),
    (AppleWording.notificationTriggered, "Notification Triggered", "apple"),
    (AppleWording.choiceTitle(.approve), "Approve", "assumption"),
    (
      AppleWording.choiceTitle(
        PermissionChoice(id: "approve-hour", title: "Approve for One Hour", answer: .approval)),
      "Approve for One Hour", "app"
    ),
    (AppleWording.updateDescription("Adds chat."), "Adds chat.", "app"),
    (
      AppleWording.passcodeEntry("Enter 1234 (the passcode)"), "Enter 1234 (the passcode)",
      "simulator"
    ),
  ]

  @Test("text and kind", arguments: cases)
  func provenance(wording: Wording, text: String, kind: String) {
    expectNoDifference(wording.text, text)
    expectNoDifference(wording.source.kind, kind)
    expectNoDifference(wording.isAssumed, (kind == "assumption"))
  }

  @Test("Apple's wording carries the quote and where it is")
  func appleQuote() {
    expectNoDifference(
      AppleWording.askToApprove.source,
      .apple(
        quote:
          "acknowledgmentAlert shows an alert first (\"Ask to Approve / Approve in Person / Cancel\")",
        source: "reference §2.2; /documentation/permissionkit/permissionflow"))
    expectNoDifference(
      AppleWording.shareAgain.source.reference,
      "WWDC25 session 299 transcript (/work/shared/sources/000_794327161c0e4970.txt)")
  }
}
