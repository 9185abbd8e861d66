import Apple
import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Testing

@testable import TestSupport

/// iOS 27's `askSignificantChangePermission(for:permissionFlow:in:)`: the alert, Approve in
/// Person with the Screen Time passcode, Ask to Approve through Messages, and the
/// `PermissionResult` the app gets.
@Suite("iOS 27 permission flows")
struct PermissionFlowTests {
  private typealias Fixtures = SimulationFixtures

  /// Sofia, 14, in Texas on iOS 27, her app asking with a flow.
  private static func world(
    flow: PermissionFlow = .acknowledgmentAlert, os: OSVersion = .v27
  ) throws -> AppleWorld {
    var world = try Fixtures.world()
    world.os = os
    world.permissionFlow = flow
    return world
  }

  private static let ask: [AppleAction] = [
    .launchApp(.childPhone), .tapAskParent(.childPhone),
  ]

  @Test("the alert comes first with .acknowledgmentAlert: exact trace entries")
  func alertEntries() throws {
    let simulation = Fixtures.simulation(try Self.world(), after: [.launchApp(.childPhone)])
    let step = simulation.applying(.tapAskParent(.childPhone))
    let day = Fixtures.day("2026-09-14")
    let next = simulation.trace.count + 1
    expectNoDifference(
      step.entries,
      [
        AppleTraceEntry(
          sequence: next, date: day, from: .person, to: .app, kind: .answer,
          device: .childPhone, summary: "tap “Ask Parent”"),
        AppleTraceEntry(
          sequence: next + 1, date: day, from: .app, to: .system, kind: .request,
          device: .childPhone,
          summary:
            "AskCenter.askSignificantChangePermission(for: "
            + "PermissionQuestion<SignificantAppUpdateTopic>, permissionFlow: .acknowledgmentAlert)",
          detail: .permissionFlow(.acknowledgmentAlert)),
        AppleTraceEntry(
          sequence: next + 2, date: day, from: .system, to: .person, kind: .prompt,
          device: .childPhone,
          summary:
            "Alert: Landmarks Needs Approval “Ask to Approve” · “Approve in Person” · "
            + "“Cancel”",
          detail: .sheetShown(.permissionAlert(questionID: 1))),
      ])
    expectNoDifference(step.simulation.device(.childPhone)?.sheet, .permissionAlert(questionID: 1))
    expectNoDifference(
      step.simulation.askCenter.questions,
      [
        PermissionQuestion(
          id: 1,
          topic: .significantAppUpdate(
            description: "This update adds video calling with people in your contacts.",
            changes: ["video-calling"]),
          choices: [.approve, .decline], from: .childPhone, permissionFlow: .acknowledgmentAlert)
      ])
  }

  /// A way through the flow and where it ends.
  struct Path: Sendable, CustomTestStringConvertible {
    var name: String
    var flow: PermissionFlow
    var actions: [AppleAction]
    var sheet: AppleSheet?
    var step: FlowStep
    var question: AppleQuestionState
    var result: PermissionResult?
    var handled: Set<ChangeID>

    var testDescription: String { name }
  }

  private static let range = AgeRange(lowerBound: 13, upperBound: 15)
  private static let approved = AppleQuestionState.answered(
    choiceID: "approve", on: SimulationFixtures.day("2026-09-14"))

  static let paths: [Path] = [
    Path(
      name: "alert, Cancel", flow: .acknowledgmentAlert, actions: [.cancelCompose(.childPhone)],
      sheet: nil, step: .needsParentalApproval(.minor(range)), question: .cancelled,
      result: .cancel,
      handled: []),
    Path(
      name: "alert, Ask to Approve", flow: .acknowledgmentAlert,
      actions: [.choosePermissionFlow(.childPhone, .askToApprove)],
      sheet: .messagesCompose(questionID: 1), step: .needsParentalApproval(.minor(range)),
      question: .composing, result: nil, handled: []),
    Path(
      name: "alert, Ask to Approve, Send", flow: .acknowledgmentAlert,
      actions: [.choosePermissionFlow(.childPhone, .askToApprove), .sendQuestion(.childPhone)],
      sheet: nil, step: .waitingForParent(.minor(range), approvalID: 1), question: .pending,
      result: .askToApprove(didSend: true), handled: []),
    Path(
      name: "alert, Ask to Approve, Cancel", flow: .acknowledgmentAlert,
      actions: [.choosePermissionFlow(.childPhone, .askToApprove), .cancelCompose(.childPhone)],
      sheet: nil, step: .needsParentalApproval(.minor(range)), question: .cancelled,
      result: .askToApprove(didSend: false), handled: []),
    Path(
      name: "alert, Approve in Person, right passcode", flow: .acknowledgmentAlert,
      actions: [
        .choosePermissionFlow(.childPhone, .approveInPerson), .enterPasscode(.childPhone, "1234"),
      ],
      sheet: nil, step: .running(featureEnabled: false, after: .minor), question: approved,
      result: .approveInPerson(approved: true), handled: ["video-calling"]),
    Path(
      name: "alert, Approve in Person, Cancel", flow: .acknowledgmentAlert,
      actions: [.choosePermissionFlow(.childPhone, .approveInPerson), .cancelCompose(.childPhone)],
      sheet: nil, step: .needsParentalApproval(.minor(range)), question: .cancelled,
      result: .approveInPerson(approved: false), handled: []),
    Path(
      name: "in person, two wrong passcodes", flow: .approveInPerson,
      actions: [.enterPasscode(.childPhone, "0000"), .enterPasscode(.childPhone, "9999")],
      sheet: .screenTimePasscode(questionID: 1, wrongAttempts: 2),
      step: .needsParentalApproval(.minor(range)), question: .composing, result: nil, handled: []),
    Path(
      name: "in person, wrong then right passcode", flow: .approveInPerson,
      actions: [.enterPasscode(.childPhone, "0000"), .enterPasscode(.childPhone, "1234")],
      sheet: nil, step: .running(featureEnabled: false, after: .minor), question: approved,
      result: .approveInPerson(approved: true), handled: ["video-calling"]),
    Path(
      name: "straight to Messages, Send", flow: .askToApprove,
      actions: [.sendQuestion(.childPhone)], sheet: nil,
      step: .waitingForParent(.minor(range), approvalID: 1), question: .pending,
      result: .askToApprove(didSend: true), handled: []),
  ]

  @Test("each path through the flows ends where Apple's result says", arguments: paths)
  func path(_ path: Path) throws {
    let simulation = Fixtures.simulation(
      try Self.world(flow: path.flow), after: Self.ask + path.actions)
    expectNoDifference(simulation.askCenter.question(id: 1)?.state, path.question)
    expectNoDifference(simulation.device(.childPhone)?.sheet, path.sheet)
    expectNoDifference(simulation.step(on: .childPhone), path.step)
    expectNoDifference(simulation.latestPermissionResult, path.result)
    expectNoDifference(simulation.keyValueStore, path.handled)
    expectNoDifference(simulation.trace.filter { $0.kind == .rejected }, [])
  }

  @Test("the right passcode: exact entries, the whole device and the whole question")
  func rightPasscodeWholeState() throws {
    let simulation = Fixtures.simulation(
      try Self.world(flow: .approveInPerson),
      after: Self.ask + [.enterPasscode(.childPhone, "0000")])
    let step = simulation.applying(.enterPasscode(.childPhone, "1234"))
    let day = Fixtures.day("2026-09-14")
    let next = simulation.trace.count + 1
    expectNoDifference(
      Array(step.entries.prefix(4)),
      [
        AppleTraceEntry(
          sequence: next, date: day, from: .parent, to: .system, kind: .answer,
          device: .childPhone, summary: "enter the Screen Time passcode"),
        AppleTraceEntry(
          sequence: next + 1, date: day, from: .system, to: .app, kind: .response,
          device: .childPhone,
          summary: "askSignificantChangePermission returned .approveInPerson(approved: true)",
          detail: .permissionResult(.approveInPerson(approved: true))),
        AppleTraceEntry(
          sequence: next + 2, date: day, from: .app, to: .app, kind: .flow, device: .childPhone,
          summary: "needs-parental-approval → checking-feature",
          detail: .flowStep(
            from: .needsParentalApproval(.minor(Self.range)), to: .checkingFeature(after: .minor))),
        AppleTraceEntry(
          sequence: next + 3, date: day, from: .app, to: .iCloud, kind: .sync,
          device: .childPhone,
          summary: "NSUbiquitousKeyValueStore: video-calling = true; synchronize()",
          detail: .changesHandled(["video-calling"])),
      ])
    var device = AppleDeviceState(
      id: .childPhone, kind: .iPhone, installedVersion: try Fixtures.version("2.0"))
    device.flow = AppFlowState(
      step: .running(featureEnabled: false, after: .minor),
      requiredFeatures: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
      pendingChanges: [try Fixtures.videoCalling()])
    device.notifications = [10, 24].map {
      AppleDeviceNotification(
        "Shared your age range with Landmarks (required in Texas).", date: day, sequence: $0,
        share: .required(app: "Landmarks", region: "Texas"))
    }
    device.handledChanges = ["video-calling"]
    expectNoDifference(step.simulation.devices, [device])
    var question = PermissionQuestion(
      id: 1,
      topic: .significantAppUpdate(
        description: try Fixtures.videoCalling().description, changes: ["video-calling"]),
      choices: [.approve, .decline], from: .childPhone, permissionFlow: .approveInPerson)
    question.state = .answered(choiceID: "approve", on: day)
    expectNoDifference(step.simulation.askCenter.questions, [question])
    expectNoDifference(step.simulation.keyValueStore, ["video-calling"])
    expectNoDifference(
      step.simulation.ledger.map(\.fact).suffix(2),
      [
        .permissionResult(.approveInPerson(approved: true)),
        .ageRange(
          SharedAgeRange(
            range: AgeRange(lowerBound: 13, upperBound: 15), declaration: .guardianDeclared,
            activeParentalControls: [])),
      ])
  }

  @Test("Approve in Person never reaches Messages: the parent's iPhone shows nothing")
  func inPersonLeavesMessagesEmpty() throws {
    let simulation = Fixtures.simulation(
      try Self.world(flow: .approveInPerson),
      after: Self.ask + [.enterPasscode(.childPhone, "1234")])
    let parent = AppleParentDevicePresentation(simulation)
    expectNoDifference(parent.thread, [])
    expectNoDifference(parent.notifications, [])
    expectNoDifference(simulation.parentNotifications, [])
    expectNoDifference(simulation.consentRevoked, false)
  }

  @Test("a wrong passcode is refused, counted, and the sheet says so")
  func wrongPasscode() throws {
    let simulation = Fixtures.simulation(
      try Self.world(flow: .approveInPerson), after: Self.ask)
    let step = simulation.applying(.enterPasscode(.childPhone, "4321"))
    expectNoDifference(
      step.entries.map(\.summary),
      [
        "enter a wrong Screen Time passcode", "Wrong passcode. Try again.",
      ])
    expectNoDifference(step.entries.map(\.kind), [.answer, .prompt])
    let second = step.simulation.applying(.enterPasscode(.childPhone, "4321"))
    expectNoDifference(
      second.entries.map(\.summary),
      [
        "enter a wrong Screen Time passcode", "Wrong passcode. Try again. (2 wrong attempts)",
      ])
    let sheet = try #require(
      AppleChildDevicePresentation(second.simulation, device: .childPhone).sheet)
    expectNoDifference(sheet.kind, "screen-time-passcode")
    expectNoDifference(sheet.title, "Screen Time Passcode")
    expectNoDifference(
      sheet.message,
      [
        "Wrong passcode. Try again. (2 wrong attempts)",
        "This update adds video calling with people in your contacts.",
      ])
    expectNoDifference(
      sheet.choices.map { [$0.label, $0.source?.kind ?? "-"] },
      [
        ["Enter 1234 (the passcode)", "simulator"], ["Enter 0000 (a wrong one)", "simulator"],
        ["Cancel", "assumption"],
      ])
    expectNoDifference(
      sheet.choices.map(\.action),
      [
        .enterPasscode(.childPhone, "1234"), .enterPasscode(.childPhone, "0000"),
        .cancelCompose(.childPhone),
      ])
    expectNoDifference(sheet.choices.map(\.role), [.affirmative, .normal, .cancel])
    // Apple documents that the parent enters the passcode, not the sheet's words.
    expectNoDifference(
      [sheet.titleSource.kind] + sheet.messageSources.map(\.kind),
      [
        "assumption", "assumption", "app",
      ])
  }

  @Test("the alert as the child sees it")
  func alertPresentation() throws {
    let simulation = Fixtures.simulation(try Self.world(), after: Self.ask)
    let sheet = try #require(AppleChildDevicePresentation(simulation, device: .childPhone).sheet)
    expectNoDifference(sheet.kind, "permission-alert")
    expectNoDifference(sheet.title, "Landmarks Needs Approval")
    expectNoDifference(
      sheet.message, ["This update adds video calling with people in your contacts."])
    expectNoDifference(
      sheet.choices.map(\.label), ["Ask to Approve", "Approve in Person", "Cancel"])
    expectNoDifference(
      sheet.choices.map(\.action),
      [
        .choosePermissionFlow(.childPhone, .askToApprove),
        .choosePermissionFlow(.childPhone, .approveInPerson), .cancelCompose(.childPhone),
      ])
    expectNoDifference(sheet.choices.map(\.role), [.affirmative, .normal, .cancel])
    // Apple names the alert's three buttons; the title is AgeTUI's, the message the app's.
    expectNoDifference(sheet.choices.map { $0.source?.kind }, ["apple", "apple", "apple"])
    expectNoDifference(
      [sheet.titleSource.kind] + sheet.messageSources.map(\.kind), ["assumption", "app"])
  }

  @Test("the device shows the result the app got")
  func resultOnDevice() throws {
    let simulation = Fixtures.simulation(
      try Self.world(), after: Self.ask + [.cancelCompose(.childPhone)])
    expectNoDifference(
      AppleChildDevicePresentation(simulation, device: .childPhone).screenLines.last,
      "The app got PermissionResult.cancel.")
  }

  @Test(
    "alert and passcode actions are refused when their sheet is not showing",
    arguments: [
      (
        AppleAction.choosePermissionFlow(.childPhone, .askToApprove),
        "No permission alert is showing."
      ),
      (.enterPasscode(.childPhone, "1234"), "No Screen Time passcode sheet is showing."),
    ])
  func refusedWithoutSheet(action: AppleAction, reason: String) throws {
    let simulation = Fixtures.simulation(try Self.world(), after: [.launchApp(.childPhone)])
    let step = simulation.applying(action)
    expectNoDifference(step.entries.map(\.summary), [reason])
    expectNoDifference(step.entries.map(\.kind), [.rejected])
  }

  /// The significant-update ask on each OS: the call the app makes.
  @Test(
    "the significant-update ask on each OS version",
    arguments: [
      (OSVersion.v26, [String]()),
      (.v26dot2, ["AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)"]),
      (.v26dot4, ["AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)"]),
      (.v26dot5, ["AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)"]),
      (
        .v27,
        [
          "AskCenter.askSignificantChangePermission(for: "
            + "PermissionQuestion<SignificantAppUpdateTopic>, permissionFlow: .acknowledgmentAlert)"
        ]
      ),
    ])
  func significantAskByOS(os: OSVersion, requests: [String]) throws {
    // On 26.0 the app cannot learn that Texas needs consent, so it never asks.
    let simulation = Fixtures.simulation(
      try Self.world(os: os), after: [.launchApp(.childPhone)])
    let canAsk = simulation.step(on: .childPhone) == .needsParentalApproval(.minor(Self.range))
    expectNoDifference(canAsk, !requests.isEmpty)
    guard canAsk else { return }
    let step = simulation.applying(.tapAskParent(.childPhone))
    expectNoDifference(step.entries.filter { $0.kind == .request }.map(\.summary), requests)
  }

  @Test("Settings shows the app's permission flow on 27.0 only, and changes it")
  func settingsRow() throws {
    let before = Fixtures.simulation(try Self.world(os: .v26dot5))
    #expect(!AppleSettingsPresentation(before).rows.contains { $0.label == "Permission flow" })
    let simulation = Fixtures.simulation(try Self.world())
    let row = try #require(
      AppleSettingsPresentation(simulation).rows.first { $0.label == "Permission flow" })
    expectNoDifference(
      row,
      AppleSettingsRow(
        label: "Permission flow", value: "Alert first",
        detail: "the app's PermissionFlow for askSignificantChangePermission (27.0)",
        choices: [AppleActionChoice("Set: In person", .setPermissionFlow(.approveInPerson))]))
    let step = simulation.applying(.setPermissionFlow(.approveInPerson))
    expectNoDifference(step.simulation.world.permissionFlow, .approveInPerson)
    expectNoDifference(
      step.entries.map(\.summary), ["Landmarks asks with PermissionFlow.approveInPerson"])
    expectNoDifference(step.entries.map(\.detail), [.permissionFlow(.approveInPerson)])
    let again = step.simulation.applying(.setPermissionFlow(.approveInPerson))
    expectNoDifference(
      again.entries.map(\.summary), ["Landmarks already asks with .approveInPerson."])
  }
}
