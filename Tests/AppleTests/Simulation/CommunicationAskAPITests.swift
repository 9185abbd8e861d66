import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// PermissionKit before 26.2: a communication ask goes through `CommunicationLimits` on 26.0,
/// `AskCenter` from 26.2 and `AskPermissionAction` from 26.5, and the trace names the call.
@Suite("Communication ask APIs by OS version")
struct CommunicationAskAPITests {
  private typealias Fixtures = SimulationFixtures

  /// One API on one OS, and what the ask's first entries say.
  struct Case: Sendable, CustomTestStringConvertible {
    var api: AskAPI
    var os: OSVersion
    var summaries: [String]
    var composed: Bool

    var testDescription: String { "\(api.rawValue) on \(os.rawValue)" }
  }

  private static let ask = "ask to communicate with +1 555 0100"
  private static let question = "PermissionQuestion<CommunicationTopic>"
  private static let sheet = "Messages compose sheet: question #1 to Carlos"

  private static func sent(_ api: AskAPI, _ os: OSVersion, _ call: String) -> Case {
    Case(api: api, os: os, summaries: [ask, call, sheet], composed: true)
  }

  private static func refused(_ api: AskAPI, _ os: OSVersion, _ reason: String) -> Case {
    Case(api: api, os: os, summaries: [reason], composed: false)
  }

  static let cases: [Case] = [
    sent(.automatic, .v26, "CommunicationLimits.current.ask(\(question)) (deprecated)"),
    // §2.6, §2.8: 26.1 still asks through CommunicationLimits (AskCenter is 26.2).
    sent(.automatic, .v26dot1, "CommunicationLimits.current.ask(\(question)) (deprecated)"),
    sent(.automatic, .v26dot2, "AskCenter.ask(\(question))"),
    sent(.automatic, .v26dot4, "AskCenter.ask(\(question))"),
    sent(.automatic, .v26dot5, "AskCenter.ask(\(question))"),
    sent(.automatic, .v27, "AskCenter.ask(\(question))"),
    sent(.communicationLimits, .v26, "CommunicationLimits.current.ask(\(question)) (deprecated)"),
    sent(.communicationLimits, .v27, "CommunicationLimits.current.ask(\(question)) (deprecated)"),
    sent(
      .communicationLimitsButton, .v26,
      "CommunicationLimitsButton(question: \(question)) tapped (deprecated)"),
    refused(.askCenter, .v26, "AskCenter needs iOS 26.2 or later."),
    refused(.askCenter, .v26dot1, "AskCenter needs iOS 26.2 or later."),
    sent(.askCenter, .v26dot2, "AskCenter.ask(\(question))"),
    refused(.askPermissionAction, .v26, "AskPermissionAction needs iOS 26.5 or later."),
    refused(.askPermissionAction, .v26dot4, "AskPermissionAction needs iOS 26.5 or later."),
    sent(
      .askPermissionAction, .v26dot5,
      "askPermission(\(question)) (AskPermissionAction, @Environment(\\.askPermission))"),
    sent(
      .askPermissionAction, .v27,
      "askPermission(\(question)) (AskPermissionAction, @Environment(\\.askPermission))"),
  ]

  /// Sofia, 12, with communication limits, running Landmarks (no changes) on an OS.
  private static func running(
    api: AskAPI, os: OSVersion, limits: Bool = true
  ) throws -> AppleSimulation {
    var world = try Fixtures.world(age: 12, region: "US", app: try Fixtures.app(changes: []))
    world.os = os
    world.communicationAPI = api
    world.person.hasCommunicationLimits = limits
    return Fixtures.simulation(
      world, after: [.launchApp(.childPhone), .answerAgeRangePrompt(.childPhone, .share)])
  }

  @Test("each API on each OS boundary", arguments: cases)
  func apiOnOS(_ expected: Case) throws {
    let simulation = try Self.running(api: expected.api, os: expected.os)
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .nothingPending))
    let step = simulation.applying(.askToCommunicate(.childPhone, handle: "+1 555 0100"))
    expectNoDifference(step.entries.map(\.summary), expected.summaries)
    expectNoDifference(step.wasRejected, !expected.composed)
    expectNoDifference(
      step.simulation.device(.childPhone)?.sheet,
      (expected.composed ? .messagesCompose(questionID: 1) : nil))
  }

  @Test("on 26.0 the question reaches the parent and her answer reaches the app")
  func askOn26() throws {
    var simulation = try Self.running(api: .automatic, os: .v26)
    Fixtures.apply(
      [
        .askToCommunicate(.childPhone, handle: "+1 555 0100"), .sendQuestion(.childPhone),
        .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve-hour"),
      ], to: &simulation)
    expectNoDifference(simulation.latestAnsweredQuestion?.chosen?.id, "approve-hour")
    expectNoDifference(simulation.permissionKitResult, "approve-hour")
  }

  @Test(
    "§2.8: with limits off the ask throws; before 26.1 the app cannot name the error",
    arguments: [
      (
        OSVersion.v26,
        "throws an error the app cannot name (AskError is new in 26.1): Communication limits "
          + "are off, so this request can't be sent.", AskError.unknown
      ),
      // §2.8: AskError arrives in 26.1, while the ask still goes through CommunicationLimits.
      (.v26dot1, "throws AskError.communicationLimitsNotEnabled", .communicationLimitsNotEnabled),
      (.v26dot2, "throws AskError.communicationLimitsNotEnabled", .communicationLimitsNotEnabled),
    ])
  func limitsOff(os: OSVersion, summary: String, error: AskError) throws {
    let simulation = try Self.running(api: .automatic, os: os, limits: false)
    let step = simulation.applying(.askToCommunicate(.childPhone, handle: "+1 555 0100"))
    expectNoDifference(step.entries.last?.summary, summary)
    expectNoDifference(step.simulation.latestAskError, error)
  }

  /// §2.8: `AskError.notAvailable` (thrown for adults, §4.2) is 26.2; the other cases are
  /// 26.1. An adult's communication ask on 26.1 throws `unknown` (an assumption).
  @Test(
    "§2.8, §4.2: an adult's ask throws notAvailable from 26.2, unknown on 26.1",
    arguments: [
      (
        OSVersion.v26dot1, "throws AskError.unknown (notAvailable is new in 26.2)", AskError.unknown
      ),
      (.v26dot2, "throws AskError.notAvailable", .notAvailable),
    ])
  func adultAsks(os: OSVersion, summary: String, error: AskError) throws {
    var world = try Fixtures.world(age: 42, region: "US", app: try Fixtures.app(changes: []))
    world.os = os
    world.person.hasCommunicationLimits = true
    let simulation = Fixtures.simulation(
      world, after: [.launchApp(.childPhone), .answerAgeRangePrompt(.childPhone, .share)])
    let step = simulation.applying(.askToCommunicate(.childPhone, handle: "+1 555 0100"))
    expectNoDifference(step.entries.last?.summary, summary)
    expectNoDifference(step.simulation.latestAskError, error)
  }

  @Test(
    "automatic resolves to CommunicationLimits before 26.2 and AskCenter after",
    arguments: OSVersion.allCases)
  func automaticResolves(os: OSVersion) {
    expectNoDifference(
      AskAPI.automatic.resolved(on: os), (os < .v26dot2 ? .communicationLimits : .askCenter))
  }
}
