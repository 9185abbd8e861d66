import Apple
import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import Stores
import Testing

/// The exact texts behind the screen-consistency fixes: each pane says what the simulation
/// holds, checked on the built-in scenarios where each case shows.
@Suite("Presentation texts agree with the simulation")
struct PresentationTextTests {
  /// The simulation after a built-in's whole script.
  private func final(_ name: String) throws -> AppleSimulation {
    AppleScenarioRunner.run(try #require(ScenarioLibrary.named(name))).final
  }

  /// The simulation at the start of a built-in.
  private func start(_ name: String) throws -> AppleSimulation {
    AppleSimulation(world: try #require(ScenarioLibrary.named(name)).appleWorld)
  }

  private func row(_ label: String, in simulation: AppleSimulation) throws -> AppleSettingsRow {
    try #require(AppleSettingsPresentation(simulation).rows.first { $0.label == label })
  }

  @Test(
    "the sharing row says the region shares automatically only where it does",
    arguments: [
      ("texas-teen", "set by Carlos; Texas shares automatically whatever the mode"),
      ("declined-share", "set by Paul"),
      ("wwdc-ann-42", "set by Ann"),
    ])
  func sharingDetail(name: String, detail: String) throws {
    #expect(try row("Sharing", in: start(name)).detail == detail)
  }

  @Test(
    "the app's cache row shows one answer once, with how many gate sets hold it",
    arguments: [
      ("texas-teen", "13–15 until 2027-09-14 (2 gate sets)"),
      ("wwdc-olivia-14", "13–15 until 2027-09-14"),
    ])
  func cacheRow(name: String, value: String) throws {
    #expect(try row("Landmarks", in: final(name)).value == value)
  }

  @Test(
    "the iOS row updates to a newer version and downgrades to an older one",
    arguments: [
      (OSVersion.v26, "Update to 26.1"), (.v26dot1, "Update to 26.2"), (.v26dot2, "Update to 26.4"),
      (.v26dot4, "Update to 26.5"), (.v26dot5, "Update to 27.0"), (.v27, "Downgrade to 26.0"),
    ])
  func osChoice(os: OSVersion, label: String) throws {
    var world = try #require(ScenarioLibrary.named("texas-teen")).appleWorld
    world.os = os
    let choices = try row("iOS", in: AppleSimulation(world: world)).choices
    expectNoDifference(choices.map(\.label), [label])
  }

  @Test(
    "a running app says what each significant change turned on beside the age-gated feature",
    arguments: [
      (
        "texas-teen",
        [
          "Landmarks is ready.", "Video calling: ON (new in 2.0, approved by Carlos).",
          "Photo sharing: OFF (for 16 or over). The app learned: age range 13–15 "
            + "(guardianDeclared).",
        ]
      ),
      (
        "install-covers-change",
        [
          "Landmarks is ready.",
          "Video calling: ON (already in Landmarks 2.0 when you first installed it).",
          "Photo sharing: OFF (for 16 or over). The app learned: age range 13–15 "
            + "(guardianDeclared).",
        ]
      ),
      (
        "utah-adult-acknowledges",
        [
          "Landmarks is ready.", "Video calling: ON (new in 2.0, acknowledged).",
          "Photo sharing: ON (for 16 or over). The app learned: age range 18 or over "
            + "(governmentIDChecked).",
        ]
      ),
      (
        "update-asks-again",
        [
          "Landmarks is ready.", "Video calling: ON (new in 2.0, approved by Ines).",
          "Location sharing: ON (new in 2.1, approved by Ines).",
          "Photo sharing: OFF (for 16 or over). The app learned: age range 13–15 "
            + "(guardianDeclared).",
        ]
      ),
      (
        "wwdc-ann-42",
        [
          "Landmarks is ready.",
          "Photo sharing: ON (for 16 or over). The app learned: age range 16 or over "
            + "(selfDeclared).",
        ]
      ),
    ])
  func runningScreen(name: String, lines: [String]) throws {
    let screen = AppleChildDevicePresentation(try final(name), device: .childPhone)
    expectNoDifference(screen.status, .running)
    expectNoDifference(screen.screenLines, lines)
  }

  @Test(
    "the Child pane is titled by the person's device for an adult, and child for a minor",
    arguments: [
      ("utah-adult-acknowledges", "Henry's iPhone"), ("sandbox-adult-confirmed", "Eli's iPhone"),
      ("texas-teen", "Child device"), ("sandbox-16-17-declined", "Child device"),
    ])
  func paneTitle(name: String, title: String) throws {
    #expect(AppleChildDevicePresentation(try start(name), device: .childPhone).paneTitle == title)
  }

  @Test(
    "an AskError shows as the app's alert on the device until the next thing happens",
    arguments: [
      (
        "communication-ask",
        "Alert: Can't Ask. Communication limits are off, so this request can't be sent."
      ),
      (
        "sandbox-adult-confirmed",
        "Alert: Can't Ask. Asking a parent isn't available for this account."
      ),
    ])
  func askErrorAlert(name: String, alert: String) throws {
    let simulation = try final(name)
    expectNoDifference(
      AppleChildDevicePresentation(simulation, device: .childPhone).screenLines.first, alert)
    let next = simulation.applying(.advanceClock(.days(1))).simulation
    expectNoDifference(
      AppleChildDevicePresentation(next, device: .childPhone).screenLines.first,
      "Landmarks is ready.")
  }

  @Test(
    "every AskError has the app's own alert text",
    arguments: [
      (AskError.unknown, "An unknown error occurred."),
      (
        .communicationLimitsNotEnabled,
        "Communication limits are off, so this request can't be sent."
      ),
      (.contactSyncNotSetup, "Contact sync isn't set up, so this request can't be sent."),
      (.invalidQuestion, "This request couldn't be sent."),
      (.notAvailable, "Asking a parent isn't available for this account."),
    ])
  func askErrorTexts(error: AskError, text: String) {
    expectNoDifference(error.appMessage, text)
  }

  @Test("after Always Share, switching to Ask First says the cached answer hides the prompt")
  func cachedAnswerHidesThePrompt() throws {
    let note = "Landmarks has a cached answer until 2027-09-14, so no prompt will show."
    var simulation = try final("wwdc-emily-9")
    simulation = simulation.applying(.closeApp(.childPhone)).simulation
    expectNoDifference(
      AppleChildDevicePresentation(simulation, device: .childPhone).systemNote, nil)
    let switched = simulation.applying(.setSharingMode(.askFirst))
    expectNoDifference(switched.entries.map { $0.detail?.why }, [note])
    simulation = switched.simulation
    expectNoDifference(
      AppleChildDevicePresentation(simulation, device: .childPhone).systemNote, note)
    let relaunched = simulation.applying(.launchApp(.childPhone)).simulation
    expectNoDifference(relaunched.device(.childPhone)?.sheet, nil)
    expectNoDifference(
      relaunched.trace.last { $0.to == .app && $0.kind == .response }?.summary,
      ".sharing(12 or under, guardianDeclared) from the cache")
    simulation = simulation.applying(.shareAgeRangeAgain).simulation
    expectNoDifference(
      AppleChildDevicePresentation(simulation, device: .childPhone).systemNote, nil)
    let prompted = simulation.applying(.launchApp(.childPhone)).simulation
    expectNoDifference(
      AppleChildDevicePresentation(prompted, device: .childPhone).sheet?.kind, "age-range-prompt")
  }

  @Test(
    "no cached-answer note where the cache does not hide a prompt",
    arguments: [SharingMode.alwaysShare, .neverShare])
  func noNoteOutsideAskFirst(mode: SharingMode) throws {
    var simulation = try final("wwdc-olivia-14")
    simulation = simulation.applying(.closeApp(.childPhone)).simulation
    #expect(AppleChildDevicePresentation(simulation, device: .childPhone).systemNote != nil)
    let switched = simulation.applying(.setSharingMode(mode))
    expectNoDifference(switched.entries.map { $0.detail?.why }, [nil])
    expectNoDifference(
      AppleChildDevicePresentation(switched.simulation, device: .childPhone).systemNote, nil)
  }

  @Test("what the app learned puts the latest answer first and earlier answers as history")
  func learnedLatestFirst() throws {
    var simulation = try final("wwdc-olivia-14")
    for action: AppleAction in [
      .closeApp(.childPhone), .setSharingMode(.neverShare), .launchApp(.childPhone),
      .closeApp(.childPhone), .setSharingMode(.alwaysShare), .setSharingMode(.askFirst),
      .launchApp(.childPhone),
    ] {
      simulation = simulation.applying(action).simulation
    }
    let knowledge = AppleKnowledgeComparison(simulation)
    expectNoDifference(knowledge.appLearned, ["age range 13–15 (guardianDeclared)"])
    expectNoDifference(
      knowledge.earlierAnswers, ["#15 declinedSharing", "#7 age range 13–15 (guardianDeclared)"])
  }
}
