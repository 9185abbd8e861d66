import Apple
import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import Testing

@testable import TestSupport

/// The simulation around the flow: iCloud sync to a second device, the install version, an
/// update with a new change, revocation, expiry, and who may answer a question.
@Suite("Simulation branches")
struct SimulationBranchTests {
  private typealias Fixtures = SimulationFixtures

  @Test("a second device reads the handled change from iCloud and never asks again")
  func secondDeviceSyncs() throws {
    var simulation = Fixtures.simulation(
      try Fixtures.world(secondDevice: .iPad), after: Fixtures.approveOnPhone)
    expectNoDifference(simulation.device(.secondDevice)?.handledChanges, ["video-calling"])
    let step = try #require(
      Fixtures.apply([.launchApp(.secondDevice)], to: &simulation))
    expectNoDifference(
      step.entries.map(\.summary),
      [
        "open Landmarks 2.0",
        "not-running → checking-feature",
        "requestAgeRange(ageGates: 13, 16)",
        ".sharing(13–15, guardianDeclared) from the cache",
        "checking-feature → running",
      ])
    #expect(step.entries.allSatisfy { $0.device == .secondDevice })
    expectNoDifference(simulation.askCenter.questions.count, 1)
    expectNoDifference(
      simulation.step(on: .secondDevice), .running(featureEnabled: false, after: .nothingPending))
    expectNoDifference(simulation.device(.secondDevice)?.flow.branch, .nothingPending)
  }

  @Test("changes introduced at or before the install version are handled without asking")
  func installVersionCoversChange() throws {
    let world = try Fixtures.world(app: try Fixtures.app(installedAt: "2.0"))
    var simulation = AppleSimulation(world: world)
    let step = try #require(Fixtures.apply([.launchApp(.childPhone)], to: &simulation))
    expectNoDifference(
      Array(step.entries.map(\.summary).prefix(3)),
      [
        "open Landmarks 2.0",
        "installed at 2.0: video-calling handled automatically",
        "NSUbiquitousKeyValueStore: video-calling = true; synchronize()",
      ])
    expectNoDifference(simulation.keyValueStore, ["video-calling"])
    expectNoDifference(simulation.askCenter.questions, [])
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .nothingPending))
  }

  @Test("an update with a new change starts the flow again, about that change only")
  func updateRestartsFlow() throws {
    let app = try Fixtures.app(changes: [
      try Fixtures.videoCalling(), try Fixtures.locationSharing(),
    ])
    var simulation = Fixtures.simulation(
      try Fixtures.world(app: app), after: Fixtures.approveOnPhone)
    expectNoDifference(simulation.keyValueStore, ["video-calling"])
    Fixtures.apply([.installUpdate(try Fixtures.version("2.1"))], to: &simulation)
    expectNoDifference(simulation.step(on: .childPhone), .notRunning)
    #expect(simulation.device(.childPhone)?.installedVersion == (try Fixtures.version("2.1")))
    Fixtures.apply([.launchApp(.childPhone)], to: &simulation)
    expectNoDifference(
      simulation.step(on: .childPhone),
      .needsParentalApproval(.minor(AgeRange(lowerBound: 13, upperBound: 15))))
    #expect(simulation.device(.childPhone)?.flow.pendingChanges == [try Fixtures.locationSharing()])
    Fixtures.apply([.tapAskParent(.childPhone)], to: &simulation)
    expectNoDifference(
      simulation.askCenter.question(id: 2)?.topic,
      .significantAppUpdate(
        description: "This update adds location sharing with friends.",
        changes: ["location-sharing"]))
  }

  @Test("revocation blocks at the next launch, not before, until the parent approves again")
  func revocation() throws {
    var simulation = Fixtures.simulation(try Fixtures.world(), after: Fixtures.approveOnPhone)
    let revoke = try #require(Fixtures.apply([.revokeConsent], to: &simulation))
    expectNoDifference(
      revoke.entries.map(\.summary),
      [
        "Revoke App Consent for com.example.landmarks",
        "App Store Server Notification V2: RESCIND_CONSENT",
      ])
    expectNoDifference(revoke.entries.map(\.to), [.appStore, .server])
    // Server-side: the parent's iPhone gets no notification; the sandbox's Settings confirms.
    expectNoDifference(AppleParentDevicePresentation(simulation).notifications, [])
    let sandbox = try #require(
      AppleSettingsPresentation(simulation).rows.first { $0.label == "Revoke App Consent" })
    expectNoDifference(sandbox.value, "Notification Triggered for com.example.landmarks")
    expectNoDifference(
      sandbox.detail, "a notification will soon go to the developer's server (RESCIND_CONSENT)")
    #expect(simulation.consentRevoked)
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .minor))
    Fixtures.apply([.closeApp(.childPhone), .launchApp(.childPhone)], to: &simulation)
    expectNoDifference(simulation.step(on: .childPhone), .blocked(.consentRevoked))
    expectNoDifference(simulation.ledger.last?.fact, .consentRevoked)
    Fixtures.apply(
      [
        .tapAskParent(.childPhone), .sendQuestion(.childPhone),
        .answerQuestion(from: .parentPhone, questionID: 2, choiceID: "approve"),
      ], to: &simulation)
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: nil))
    #expect(!simulation.consentRevoked)
    Fixtures.apply([.closeApp(.childPhone), .launchApp(.childPhone)], to: &simulation)
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .nothingPending))
  }

  @Test("an expired question cannot be answered and the app stays blocked")
  func expiry() throws {
    var simulation = Fixtures.simulation(
      try Fixtures.world(),
      after: [.launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone)])
    expectNoDifference(simulation.askCenter.question(id: 1)?.expiresOn, Fixtures.day("2026-09-21"))
    Fixtures.apply([.advanceClock(.days(6))], to: &simulation)
    expectNoDifference(simulation.askCenter.question(id: 1)?.state, .pending)
    expectNoDifference(
      AppleParentDevicePresentation(simulation).notifications.map(\.text),
      [
        "Sofia sent you a request from Landmarks. Open Messages to answer."
      ])
    let expiring = try #require(Fixtures.apply([.advanceClock(.days(1))], to: &simulation))
    expectNoDifference(
      expiring.entries.map(\.summary),
      [
        "+1 day: 2026-09-20 → 2026-09-21",
        "question #1 expired on 2026-09-21",
        "waiting-for-parent → blocked",
      ])
    expectNoDifference(
      simulation.step(on: .childPhone),
      .blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15)))))
    // Under "Expired on …" nothing tells the parent to open Messages to answer any more.
    expectNoDifference(AppleParentDevicePresentation(simulation).notifications, [])
    expectNoDifference(
      AppleParentDevicePresentation(simulation).thread.map(\.status),
      [
        "Expired on 2026-09-21 — can no longer be answered"
      ])
    let late = simulation.applying(
      .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve"))
    expectNoDifference(
      late.entries,
      [
        AppleTraceEntry(
          sequence: simulation.trace.count + 1, date: Fixtures.day("2026-09-21"), from: .system,
          to: .person, kind: .rejected, device: .parentPhone,
          summary: "Question #1 is expired and can no longer be answered.",
          detail: .rejected(.questionClosed(1, state: .expired)))
      ])
    expectNoDifference(
      late.simulation.step(on: .childPhone),
      .blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15)))))
    expectNoDifference(late.simulation.askCenter.question(id: 1)?.state, .expired)
  }

  @Test(
    "only the parent's device can answer a parent's question",
    arguments: [
      DeviceID.childPhone, .secondDevice,
    ])
  func onlyParentAnswers(device: DeviceID) throws {
    let simulation = Fixtures.simulation(
      try Fixtures.world(secondDevice: .iPad),
      after: [.launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone)])
    let action = AppleAction.answerQuestion(from: device, questionID: 1, choiceID: "approve")
    let step = simulation.applying(action)
    #expect(step.wasRejected)
    expectNoDifference(
      step.entries,
      [
        AppleTraceEntry(
          sequence: simulation.trace.count + 1, date: Fixtures.day("2026-09-14"), from: .system,
          to: .person, kind: .rejected, device: device,
          summary: "Only the parent's device can answer a parent's question.",
          detail: .rejected(.notParentDevice))
      ])
    expectNoDifference(step.simulation.askCenter.question(id: 1)?.state, .pending)
    expectNoDifference(Invariant.check(before: simulation, action: action, after: step), [])
  }

  @Test("an adult gets AskError.notAvailable from a communication ask, even when blocked")
  func adultAskIsNotAvailable() throws {
    var simulation = Fixtures.simulation(
      try Fixtures.world(age: 30, region: "US-TX"), after: [.launchApp(.childPhone)])
    expectNoDifference(simulation.step(on: .childPhone), .blocked(.unverifiedAdult))
    let step = try #require(
      Fixtures.apply([.askToCommunicate(.childPhone, handle: "+1 555 0100")], to: &simulation))
    expectNoDifference(
      step.entries.map(\.summary),
      [
        "ask to communicate with +1 555 0100",
        "AskCenter.ask(PermissionQuestion<CommunicationTopic>)",
        "throws AskError.notAvailable",
      ])
    expectNoDifference(simulation.latestAskError, .notAvailable)
    expectNoDifference(simulation.askCenter.questions, [])
  }

  @Test("a communication ask reaches the parent's Messages once, with the custom choices")
  func communicationAsk() throws {
    var world = try Fixtures.world(age: 12, region: "US", app: try Fixtures.app(changes: []))
    world.person.hasCommunicationLimits = true
    var simulation = Fixtures.simulation(
      world, after: [.launchApp(.childPhone), .answerAgeRangePrompt(.childPhone, .share)])
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .nothingPending))
    let sent = try #require(
      Fixtures.apply(
        [.askToCommunicate(.childPhone, handle: "+1 555 0100"), .sendQuestion(.childPhone)],
        to: &simulation))
    expectNoDifference(
      sent.entries.map(\.summary),
      [
        "Messages: Sofia would like to communicate with +1 555 0100 in Landmarks.",
        "Sofia sent you a request from Landmarks. Open Messages to answer.",
      ])
    expectNoDifference(
      simulation.askCenter.question(id: 1)?.choices.map(\.title),
      [
        "Approve for One Hour", "Approve All Day", "Approve Indefinitely", "Decline",
      ])
    expectNoDifference(simulation.askCenter.question(id: 1)?.defaultChoiceID, "decline")
    expectNoDifference(
      AppleParentDevicePresentation(simulation).notifications.map(\.text),
      [
        "Sofia sent you a request from Landmarks. Open Messages to answer."
      ])
    Fixtures.apply(
      [.answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve-hour")],
      to: &simulation)
    // Answering means Messages was opened: the notification is gone, the history stays.
    expectNoDifference(AppleParentDevicePresentation(simulation).notifications, [])
    expectNoDifference(
      simulation.parentNotifications.map(\.text),
      [
        "Sofia sent you a request from Landmarks. Open Messages to answer."
      ])
  }
}
