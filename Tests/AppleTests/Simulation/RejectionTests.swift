import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// Every refusal writes exactly the sentence the trace, the notice line and the reports have
/// always shown, made from the values its case carries.
@Suite("Rejections") struct RejectionTests {
  private typealias Fixtures = SimulationFixtures

  static let sentences: [(AppleRejection, String)] = [
    (.appAlreadyRunning(app: "Landmarks", on: .iPad), "Landmarks is already running on the iPad."),
    (.appNotRunning(app: "Landmarks"), "Landmarks is not running."),
    (.parentPhoneRunsNoApp, "The app runs on the person's devices, not on the parent's iPhone."),
    (.noSecondDevice, "This scenario has no second device."),
    (.noAgeRangePrompt, "No age-range prompt is showing."),
    (.nothingToAsk(unverifiedAdult: false), "There is nothing to ask a parent about right now."),
    (
      .nothingToAsk(unverifiedAdult: true),
      "There is nothing to ask a parent about right now. Adults are never shown an Ask button: "
        + "parental approval is only for minors (AskCenter throws AskError.notAvailable for an "
        + "adult), and an unverified adult stays blocked until they verify their age in Settings."
    ),
    (.noComposeSheet, "No Messages compose sheet is showing."),
    (.noAcknowledgmentSheet, "No acknowledgment sheet is showing."),
    (.noPermissionAlert, "No permission alert is showing."),
    (.notAnAlertButton, "The alert offers “Ask to Approve”, “Approve in Person” and “Cancel”."),
    (.noPasscodeSheet, "No Screen Time passcode sheet is showing."),
    (
      .cannotAskToCommunicate,
      "The app must be open (running or blocked), with no sheet showing, to ask to communicate."
    ),
    (.apiNeedsNewerOS(.askPermissionAction), "AskPermissionAction needs iOS 26.5 or later."),
    (.emptyHandle, "A communication ask needs a handle (a phone number or email address)."),
    (.notParentDevice, "Only the parent's device can answer a parent's question."),
    (.noSuchQuestion(3), "There is no question #3."),
    (
      .questionClosed(2, state: .cancelled),
      "Question #2 is cancelled and can no longer be answered."
    ),
    (
      .noSuchChoice(questionID: 1, choiceID: "maybe", known: ["approve", "decline"]),
      "Question #1 has no choice “maybe” (choices: approve, decline)."
    ),
    (.consentAlreadyRevoked(app: "Landmarks"), "Consent for Landmarks is already revoked."),
    (.sharingModeUnchanged(.askFirst), "The sharing mode is already Ask First."),
    (.verificationUnchanged(.governmentID), "The account is already: Verified by government ID."),
    (.inFamilyUnchanged(true), "Already in Family Sharing."),
    (.inFamilyUnchanged(false), "Not in Family Sharing."),
    (.signedInUnchanged(true), "The Apple Account is already signed in."),
    (.signedInUnchanged(false), "No Apple Account is signed in."),
    (.communicationLimitsUnchanged(true), "Communication limits are already on."),
    (.communicationLimitsUnchanged(false), "Communication limits are already off."),
    (
      .accountCreatedUnchanged(SimDate(iso: "2020-05-01")),
      "The account's creation date is already 2020-05-01."
    ),
    (.accountCreatedUnchanged(nil), "The account's creation date is already unset."),
    (.noCachedAgeRange(app: "Landmarks"), "Landmarks has no cached age range to clear."),
    (
      .gatesUnchanged(app: "Landmarks", gates: [13, 16]),
      "Landmarks already asks with gates 13, 16."
    ),
    (
      .unknownRegion(code: "US-XX", known: ["US", "US-TX"]),
      "Unknown region “US-XX” (known: US, US-TX)."
    ),
    (.regionUnchanged(name: "Texas"), "The region is already Texas."),
    (.osUnchanged(.v26dot2), "The devices already run 26.2."),
    (.assumptionsUnchanged, "Those assumptions are already in force."),
    (
      .noAnniversary(app: "Landmarks"),
      "Landmarks has no cached age range, so there is no anniversary to jump to."
    ),
    (.clockBackward, "The clock only moves forward."),
    (
      .permissionFlowUnchanged(app: "Landmarks", .approveInPerson),
      "Landmarks already asks with .approveInPerson."
    ),
  ]

  @Test("each rejection's sentence", arguments: sentences)
  func sentence(rejection: AppleRejection, text: String) {
    expectNoDifference(rejection.text, text)
  }

  @Test("an update that is not newer names both versions")
  func versionNotNewer() throws {
    let rejection = AppleRejection.versionNotNewer(
      try #require(AppVersion("1.0.0")), installed: try #require(AppVersion("1.1.0")))
    expectNoDifference(rejection.text, "Version 1.0.0 is not newer than the installed 1.1.0.")
  }

  @Test("a refused action's entry keeps the typed rejection, with the sentence as its summary")
  func entryKeepsTheCase() throws {
    let simulation = Fixtures.simulation(try Fixtures.world(), after: [.launchApp(.childPhone)])
    let step = simulation.applying(.launchApp(.childPhone))
    expectNoDifference(
      step.entries,
      [
        AppleTraceEntry(
          sequence: simulation.trace.count + 1, date: simulation.world.today, from: .system,
          to: .person, kind: .rejected, device: .childPhone,
          summary: "Landmarks is already running on the iPhone.",
          detail: .rejected(.appAlreadyRunning(app: "Landmarks", on: .iPhone)))
      ])
  }
}
