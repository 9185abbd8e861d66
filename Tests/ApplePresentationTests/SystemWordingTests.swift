import ApplePresentation
import CustomDump
import FlowEngine
import Presentation
import Testing

@testable import Apple

/// Which words are Apple's and which AgeTUI's: the provenance of each system string, with
/// Apple's quotes and sources.
@Suite("Wording provenance")
struct SystemWordingTests {
  static let cases: [(Wording, String, String)] = [
    (SystemWording.composeTitle, "New Message", "assumption"),
    (SystemWording.composeSend, "Send", "assumption"),
    (SystemWording.askToApprove, "Ask to Approve", "apple"),
    (SystemWording.approveInPerson, "Approve in Person", "apple"),
    (SystemWording.alertCancel, "Cancel", "apple"),
    (SystemWording.passcodeTitle, "Screen Time Passcode", "assumption"),
    (SystemWording.acknowledgmentContinue, "Continue", "assumption"),
    (SystemWording.cantAskTitle(), "Can't Ask", "assumption"),
    (SystemWording.ageRangeForApps, "Age Range for Apps", "apple"),
    (SystemWording.sharingMode(.askFirst), "Ask First", "apple"),
    (SystemWording.shareAgain, "Share Age Range Again", "apple"),
    (SystemWording.revokeConsent, "Revoke Consent", "apple"),
    (SystemWording.notificationTriggered, "Notification Triggered", "apple"),
    (SystemWording.choiceTitle(.approve), "Approve", "assumption"),
    (
      SystemWording.choiceTitle(
        PermissionChoice(id: "approve-hour", title: "Approve for One Hour", answer: .approval)),
      "Approve for One Hour", "app"
    ),
    (SystemWording.updateDescription("Adds chat."), "Adds chat.", "app"),
    (
      SystemWording.passcodeEntry("Enter 1234 (the passcode)"), "Enter 1234 (the passcode)",
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
      SystemWording.askToApprove.source,
      .apple(
        quote:
          "acknowledgmentAlert shows an alert first (\"Ask to Approve / Approve in Person / Cancel\")",
        source: "reference §2.2; /documentation/permissionkit/permissionflow"))
    expectNoDifference(
      SystemWording.shareAgain.source.reference,
      "WWDC25 session 299 transcript (/work/shared/sources/000_794327161c0e4970.txt)")
  }
}
