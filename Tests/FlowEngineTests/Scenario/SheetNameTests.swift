import FlowEngine
import Scenarios
import Testing

/// `expect: {sheet: …}` names a device's sheet by its kind, as `SystemSheet.name` spells it.
@Suite("Sheet names")
struct SheetNameTests {
  @Test(
    "each sheet is named as SystemSheet names it, and no sheet is none",
    arguments: [
      (SystemSheet.messagesCompose(questionID: 2), SystemSheet.Kind.messagesCompose),
      (.acknowledgment(description: "Video calling"), .acknowledgment),
      (.permissionAlert(questionID: 1), .permissionAlert),
      (.screenTimePasscode(questionID: 1, wrongAttempts: 2), .screenTimePasscode),
    ])
  func named(sheet: SystemSheet, expected: SystemSheet.Kind) {
    #expect(SheetName(sheet) == SheetName(kind: expected))
    #expect(SheetName(rawValue: sheet.name) == SheetName(kind: expected))
    #expect(SheetName(sheet).rawValue == sheet.name)
  }

  @Test("no sheet is none, and the names are the loader's list in order")
  func none() {
    #expect(SheetName(nil) == .none)
    #expect(SheetName(rawValue: "none") == SheetName.none)
    #expect(SheetName(rawValue: "messages") == nil)
    #expect(
      SheetName.allCases.map(\.rawValue) == [
        "age-range-prompt", "messages-compose", "acknowledgment", "permission-alert",
        "screen-time-passcode", "none",
      ])
  }
}
