import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

/// `expect: {sheet: …}` names a device's sheet by its kind, as `AppleSheet.name` spells it.
@Suite("Sheet names")
struct SheetNameTests {
  @Test(
    "each sheet is named as SystemSheet names it, and no sheet is none",
    arguments: [
      (AppleSheet.messagesCompose(questionID: 2), AppleSheet.Kind.messagesCompose),
      (.acknowledgment(description: "Video calling"), .acknowledgment),
      (.permissionAlert(questionID: 1), .permissionAlert),
      (.screenTimePasscode(questionID: 1, wrongAttempts: 2), .screenTimePasscode),
    ])
  func named(sheet: AppleSheet, expected: AppleSheet.Kind) {
    expectNoDifference(AppleSheetName(sheet), AppleSheetName(kind: expected))
    expectNoDifference(AppleSheetName(rawValue: sheet.name), AppleSheetName(kind: expected))
    expectNoDifference(AppleSheetName(sheet).rawValue, sheet.name)
  }

  @Test("no sheet is none, and the names are the loader's list in order")
  func none() {
    expectNoDifference(AppleSheetName(nil), .absent)
    expectNoDifference(AppleSheetName(rawValue: "none"), .absent)
    expectNoDifference(AppleSheetName(rawValue: "messages"), nil)
    expectNoDifference(
      AppleSheetName.allCases.map(\.rawValue),
      [
        "age-range-prompt", "messages-compose", "acknowledgment", "permission-alert",
        "screen-time-passcode", "none",
      ])
  }
}

/// The other `expect:` keys that name a kind or `none` take `Kind`'s names in order, then
/// `none`, and nothing else.
@Suite("Names or none")
struct NameOrNoneTests {
  @Test("question: the question states, then none")
  func questionStates() {
    expectNoDifference(
      NameOrNone<AppleQuestionState.Kind>.allCases.map(\.rawValue),
      [
        "composing", "pending", "answered", "expired", "cancelled", "none",
      ])
    expectNoDifference(NameOrNone<AppleQuestionState.Kind>(rawValue: "answered")?.kind, .answered)
    expectNoDifference(NameOrNone<AppleQuestionState.Kind>(rawValue: "Answered"), nil)
  }

  @Test("ask-error: every AskError, then none")
  func askErrors() {
    expectNoDifference(
      NameOrNone<AskError>.allCases.map(\.rawValue),
      [
        "unknown", "communicationLimitsNotEnabled", "contactSyncNotSetup", "invalidQuestion",
        "notAvailable", "systemError", "none",
      ])
  }

  @Test(
    "permission-result: each result's kind is its name",
    arguments: [
      (PermissionResult.approveInPerson(approved: true), "approve-in-person-approved"),
      (.approveInPerson(approved: false), "approve-in-person-not-approved"),
      (.askToApprove(didSend: true), "ask-to-approve-sent"),
      (.askToApprove(didSend: false), "ask-to-approve-not-sent"),
      (.cancel, "cancel"),
    ])
  func permissionResults(result: PermissionResult, name: String) {
    expectNoDifference(result.name, name)
    expectNoDifference(NameOrNone(rawValue: name), NameOrNone(kind: result.kind))
  }
}
