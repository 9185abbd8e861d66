import AgeScreen
import Apple
import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// The screen never contradicts itself: every built-in is played step by step, and after each
/// step every device's presentation and the rendered panes are checked against the simulation
/// they describe.
@Suite("The screens agree with the simulation in every built-in")
struct ScreenConsistencyTests {
  let size = Size(width: 120, height: 40)

  @Test("every step of every built-in", arguments: ScenarioLibrary.names)
  func everyStep(name: String) throws {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    var shell = try AppleShell(document: ScenarioDocument(source))
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named(name)))
    for step in run.steps {
      shell.perform(step.action)
      try #require(shell.simulation == step.world, "\(name) step \(step.number)")
      let problems = Self.contradictions(in: step.world) + contradictions(on: shell)
      expectNoDifference(problems, [], "\(name) step \(step.number): \(step.actionText)")
    }
  }

  /// A trainer's live demo after each built-in's script: every sharing mode in turn, with the
  /// app closed, the mode changed and the app opened again, checked after each action.
  @Test("live sharing-mode changes after every built-in", arguments: ScenarioLibrary.names)
  func liveModeChanges(name: String) throws {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    var shell = try AppleShell(document: ScenarioDocument(source))
    for action in AppleScenarioRunner.run(try #require(ScenarioLibrary.named(name))).steps.map(
      \.action)
    {
      shell.perform(action)
    }
    for round in 1...3 {
      for action in [
        AppleAction.closeApp(.childPhone),
        .setSharingMode(shell.simulation.world.nextSharingMode), .launchApp(.childPhone),
      ] {
        shell.perform(action)
        let problems = Self.contradictions(in: shell.simulation) + contradictions(on: shell)
        expectNoDifference(
          problems, [], "\(name) round \(round): \(AppleScriptAction.text(for: action))")
      }
    }
  }

  /// The checks catch what the issue reported, so they are not ones that cannot fail: the
  /// old screens, rebuilt by hand, each break one.
  @Test("the reported contradictions are caught")
  func reportedContradictionsAreCaught() throws {
    let texas = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("texas-teen"))).final
    var parent = AppleParentDevicePresentation(texas)
    parent.notifications = [
      AppleDeviceNotification(
        "Sofia sent you a request from Landmarks. Open Messages to answer.",
        date: texas.world.today, sequence: 1)
    ]
    expectNoDifference(
      Self.parentContradictions(parent, in: texas),
      [
        "parent: 1 “Open Messages to answer” notification(s) for 0 pending question(s)"
      ])
    let utah = AppleScenarioRunner.run(
      try #require(ScenarioLibrary.named("utah-adult-acknowledges"))
    ).final
    var henry = AppleChildDevicePresentation(utah, device: .childPhone)
    henry.paneTitle = "Child device"
    #expect(
      Self.childContradictions(henry, in: utah, device: try #require(utah.device(.childPhone)))
        == ["child: pane titled Child device for Henry's iPhone, age 45"])
  }

  // MARK: - The presentations

  /// Everything the presentations say that the simulation does not bear out.
  static func contradictions(in simulation: AppleSimulation) -> [String] {
    var problems: [String] = []
    for device in simulation.devices {
      problems += childContradictions(
        AppleChildDevicePresentation(simulation, device: device.id), in: simulation, device: device)
    }
    problems += parentContradictions(AppleParentDevicePresentation(simulation), in: simulation)
    problems += settingsContradictions(simulation)
    return problems
  }

  static func childContradictions(
    _ screen: AppleChildDevicePresentation, in simulation: AppleSimulation, device: AppleDeviceState
  ) -> [String] {
    let world = simulation.world
    var problems: [String] = []
    let name = "\(world.person.name)'s \(device.kind.title)"
    if screen.heading != name { problems.append("child: heading \(screen.heading) for \(name)") }
    let isMinor = world.age < world.region.ageOfMajority
    if screen.paneTitle != (isMinor ? "Child device" : name) {
      problems.append("child: pane titled \(screen.paneTitle) for \(name), age \(world.age)")
    }
    let texts =
      [screen.screenTitle] + screen.screenLines + screen.notifications.map(\.text)
      + (screen.sheet.map { [$0.title] + $0.message } ?? [])
      + (screen.systemNote.map { [$0] } ?? [])
    for text in texts where text.contains("AskError") || text.contains("LimitsNotEnabled") {
      problems.append("child: an API error name on the device: \(text)")
    }
    if let last = simulation.ledger.last, last.device == device.id,
      last.sequence == simulation.trace.count, case .askError = last.fact,
      screen.screenLines.first?.hasPrefix("Alert: Can't Ask.") != true
    {
      problems.append("child: AskCenter.ask just threw, but the device shows no alert")
    }
    if case .waitingForParent(_, let id) = device.flow.step,
      simulation.askCenter.question(id: id)?.state != .pending
    {
      problems.append("child: waiting for question #\(id), which is not pending")
    }
    for change in world.app.changes
    where screen.screenLines.contains(where: {
      $0.hasPrefix("\(change.title): ON")
    }) {
      // A skipped flow (no law applies, reference §3) leaves the change pending but on.
      if !device.handledChanges.contains(change.id), device.flow.branch != .notRequired {
        problems.append("child: \(change.title) shown on but not handled on this device")
      }
    }
    if let note = screen.systemNote {
      // "No prompt will show" must hold for the launch it is about.
      let launched = simulation.applying(.launchApp(device.id)).simulation
      if case .ageRangePrompt = launched.device(device.id)?.sheet {
        problems.append("child: “\(note)” but launching shows a prompt")
      }
      if world.person.sharingMode != .askFirst {
        problems.append("child: a cached-answer note under \(world.person.sharingMode.title)")
      }
    }
    return problems
  }

  static func parentContradictions(
    _ parent: AppleParentDevicePresentation, in simulation: AppleSimulation
  ) -> [String] {
    let world = simulation.world
    let pending = simulation.askCenter.questions.filter { $0.state == .pending }
    var problems: [String] = []
    let requests = parent.notifications.filter { $0.text.hasSuffix("Open Messages to answer.") }
    if requests.count > pending.count {
      problems.append(
        "parent: \(requests.count) “Open Messages to answer” notification(s) for "
          + "\(pending.count) pending question(s)")
    }
    for notification in parent.notifications.map(\.text)
    where notification.contains("Notification Triggered") {
      problems.append("parent: a server-side event on the parent's iPhone: \(notification)")
    }
    for bubble in parent.thread {
      let isPending = simulation.askCenter.question(id: bubble.questionID)?.state == .pending
      if bubble.isPending != isPending || bubble.status.hasPrefix("Waiting") != isPending {
        problems.append("parent: bubble #\(bubble.questionID) says “\(bubble.status)”")
      }
    }
    if parent.heading
      != (world.parentName.map { "\($0)'s iPhone (parent)" } ?? "No parent in this family")
    {
      problems.append("parent: heading \(parent.heading)")
    }
    return problems
  }

  private static func settingsContradictions(_ simulation: AppleSimulation) -> [String] {
    let world = simulation.world
    let rows = AppleSettingsPresentation(simulation).rows
    var problems: [String] = []
    let sharesAutomatically =
      world.regionRule.regulation(on: world.today)?.sharesAutomatically == true
    if let sharing = rows.first(where: { $0.label == "Sharing" }),
      sharing.detail?.contains("shares automatically whatever the mode") == true,
      !sharesAutomatically
    {
      problems.append("settings: “shares automatically” in \(world.region.name), which does not")
    }
    for choice in rows.first(where: { $0.label == "iOS" })?.choices ?? [] {
      let target = OSVersion.allCases.first { choice.label.hasSuffix(" \($0.rawValue)") }
      let isUpdate = choice.label.hasPrefix("Update to ")
      if let target, isUpdate != (target > world.os) {
        problems.append("settings: “\(choice.label)” on iOS \(world.os.rawValue)")
      }
    }
    let cached = simulation.cache.entries.contains { $0.bundleID == world.app.bundleID }
    if let app = rows.first(where: { $0.label == world.app.name }),
      (app.value == "no cached answer") == cached
    {
      problems.append("settings: \(world.app.name) says “\(app.value)”")
    }
    return problems
  }

  // MARK: - The rendered panes

  /// What the rendered panes say that their presentations and the simulation do not.
  private func contradictions(on shell: AppleShell) -> [String] {
    let simulation = shell.simulation
    let frame = shell.frame(size: size)
    var problems: [String] = []
    let child = shell.childPresentation
    if frame.panes[.child]?.title != child.paneTitle {
      problems.append("pane: Child pane titled \(frame.panes[.child]?.title ?? "nil")")
    }
    let pending = simulation.askCenter.questions.filter { $0.state == .pending }.count
    let badge = frame.panes[.parent]?.badge
    if badge != (pending > 0 ? "\(pending) pending" : nil) {
      problems.append("pane: parent badge \(badge ?? "none") for \(pending) pending")
    }
    let parentText = frame.panes[.parent]?.text.map(\.text) ?? []
    if pending == 0, parentText.contains(where: { $0.contains("Open Messages to answer") }) {
      problems.append("pane: “Open Messages to answer” with nothing pending")
    }
    let learned = frame.panes[.timeline]?.text.first?.text ?? ""
    let answer = simulation.ledger.last { entry in
      switch entry.fact {
      case .ageRange, .declinedSharing, .ageRangeError: true
      case .eligibility, .regulatoryFeatures, .parentAnswer, .askError, .permissionResult,
        .acknowledged, .consentRevoked:
        false
      }
    }
    if let answer, !learned.hasPrefix("App learned: \(answer.fact.summary)") {
      problems.append("pane: the latest answer \(answer.fact.summary) is not first in “\(learned)”")
    }
    return problems
  }
}
