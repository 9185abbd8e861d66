import CustomDump
import FlowEngine
import Presentation
import Testing

/// The app's blocked screen, which every store's device draws: AgeTUI's words for each reason,
/// each marked as an assumption with where the screen comes from.
@Suite("The blocked screen's words")
struct BlockedScreenWordingTests {
  static let note =
    "the app's own blocked screen (Apple's sample blocks the flow); its text is AgeTUI's "
    + "(reference §3)"

  static let reasons: [(BlockReason, String)] = [
    (.unverifiedAdult, "Verify your account in Settings to use the new features."),
    (.parentDeclined(.ageNotShared), "Your parent declined this update."),
    (
      .approvalLapsed(.ageNotShared),
      "Your request expired before your parent answered. You can ask again."
    ),
    (.sharingDeclined, "Share your age range to use the new features."),
    (.consentRevoked, "Your parent withdrew permission for this app."),
    (
      .ageSignalUnavailable("PLAY_SERVICES_NOT_FOUND"),
      "Your age range could not be checked (PLAY_SERVICES_NOT_FOUND)."
    ),
  ]

  @Test("each reason's explanation, AgeTUI's words", arguments: reasons)
  func explanation(reason: BlockReason, text: String) {
    expectNoDifference(
      BlockedScreenWording.text(reason), Wording(text, .assumption(note: Self.note)))
  }

  @Test("the title, AgeTUI's words")
  func title() {
    expectNoDifference(
      BlockedScreenWording.title, Wording("Not Available", .assumption(note: Self.note)))
  }
}
