import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Stores
import Testing

@testable import KioskStore
@testable import Scenarios
@testable import TestSupport

/// The seam's proof: a platform that lives only in the tests runs the app's own flow machine
/// (regulatory check → age signal → branch → parental approval) and the privacy invariant, with
/// no source file knowing it exists.
@Suite struct KioskPlatformTests {
  /// A 14-year-old born 2012-03-01, on 2026-03-01, with Landmarks 2.0 pending video calling.
  private func world(leaksExactAge: Bool = false, ignoresDeclines: Bool = false) throws
    -> KioskWorld
  {
    var world = KioskWorld(
      birthdate: SimulationFixtures.day("2012-03-01"), age: 14, app: try SimulationFixtures.app())
    world.leaksExactAge = leaksExactAge
    world.ignoresDeclines = ignoresDeclines
    return world
  }

  /// Plays actions on the kiosk through the runner's contract, checking its invariants.
  private func play(_ actions: [KioskAction], in world: inout KioskWorld) -> [InvariantViolation] {
    actions.flatMap { action in
      let played = world.playing(action, checking: true)
      world = played.world
      return played.violations
    }
  }

  /// The flow steps the trace recorded, in order.
  private func steps(_ world: KioskWorld) -> [FlowStep] {
    world.trace.compactMap { entry in
      if case .stepChanged(_, let to)? = entry.note { return to }
      return nil
    }
  }

  @Test(arguments: [
    (
      approved: true, final: FlowStep.running(featureEnabled: false, after: .minor),
      status: KioskApprovalStatus.approved, handled: ["video-calling"]
    ),
    (
      approved: false,
      final: FlowStep.blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15)))),
      status: KioskApprovalStatus.declined, handled: []
    ),
  ])
  func parentDecidesAndTheAppPolls(
    approved: Bool, final: FlowStep, status: KioskApprovalStatus, handled: [ChangeID]
  ) throws {
    var world = try world()
    let teen = AgeRange(lowerBound: 13, upperBound: 15)
    let violations = play(
      [.launch(.childPhone), .tapAskParent(.childPhone), .poll(.childPhone)], in: &world)
    expectNoDifference(violations, [])
    expectNoDifference(
      steps(world),
      [
        .checkingRegulation, .requestingAgeSignal(retrying: nil),
        .needsParentalApproval(.minor(teen)),
        .waitingForParent(.minor(teen), approvalID: 1),
      ])
    expectNoDifference(KioskPlatform.approvalStatus(1, in: world), .pending)
    expectNoDifference(KioskPlatform.approvalStatus(2, in: world), nil)
    expectNoDifference(
      KioskPlatform.sheet(on: .childPhone, in: world), .waitingForParent(approvalID: 1))

    expectNoDifference(
      play([.parentDecides(approvalID: 1, approved: approved), .poll(.childPhone)], in: &world), [])
    expectNoDifference(world.flows[.childPhone]?.step, final)
    expectNoDifference(KioskPlatform.approvalStatus(1, in: world), status)
    expectNoDifference(KioskPlatform.sheet(on: .childPhone, in: world), nil)
    expectNoDifference(world.handled, Set(handled))
    expectNoDifference(
      world.approvals[1]?.description,
      "This update adds video calling with people in your contacts.")
  }

  @Test(
    "the kiosk's own region rules decide the regulatory check",
    arguments: [
      (region: RegionCode("US-TX"), note: "kiosk: parental consent required"),
      (region: RegionCode("us-tx"), note: "kiosk: parental consent required"),
      (region: RegionCode("US"), note: "kiosk: no law here"),
      (region: RegionCode("BR"), note: "kiosk: no law here"),
    ])
  func regionRules(region: RegionCode, note: String) throws {
    var world = try world()
    world.region = region
    expectNoDifference(play([.launch(.childPhone)], in: &world), [])
    let teen = AgeRange(lowerBound: 13, upperBound: 15)
    expectNoDifference(world.trace.filter(\.toApp).map(\.summary), [note, "kiosk: age band 13–15"])
    expectNoDifference(
      steps(world),
      (note == "kiosk: no law here"
        ? [
          .checkingRegulation, .checkingFeature(after: .notRequired),
          .running(featureEnabled: false, after: .notRequired),
        ]
        : [
          .checkingRegulation, .requestingAgeSignal(retrying: nil),
          .needsParentalApproval(.minor(teen)),
        ]))
  }

  @Test func theInvariantCatchesAStoreThatLeaksTheExactAge() throws {
    var world = try world(leaksExactAge: true)
    let violations = play([.launch(.childPhone)], in: &world)
    expectNoDifference(
      violations,
      [
        InvariantViolation(
          rule: .appNeverLearnsExactAge, detail: "the app learned the exact age 14")
      ])
    expectNoDifference(
      world.flows[.childPhone]?.step,
      .needsParentalApproval(.minor(AgeRange(lowerBound: 14, upperBound: 14))))
  }

  @Test func theInvariantCatchesAStoreThatUnblocksADeclinedApproval() throws {
    var world = try world(ignoresDeclines: true)
    let actions: [KioskAction] = [
      .launch(.childPhone), .tapAskParent(.childPhone),
      .parentDecides(approvalID: 1, approved: false), .poll(.childPhone),
    ]
    expectNoDifference(
      play(actions, in: &world),
      [
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks, detail: "approval declined on child-iphone")
      ])
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .minor))
  }

  /// A script for the faulty kiosk that reads a decline as an approval: each action, its text
  /// and its line in an imagined file.
  private static let declinedScript: [(action: KioskAction, text: String, line: Int)] = [
    (.launch(.childPhone), "launch", 12), (.tapAskParent(.childPhone), "ask-parent", 14),
    (.parentDecides(approvalID: 1, approved: false), "parent: decline", 16),
    (.poll(.childPhone), "poll", 18),
  ]

  /// `declinedScript` played into run steps through the runner's contract.
  private func declinedSteps() throws -> [RunStep<KioskWorld>] {
    var world = try world(ignoresDeclines: true)
    var steps: [RunStep<KioskWorld>] = []
    for (index, written) in Self.declinedScript.enumerated() {
      let played = world.playing(written.action, checking: true)
      world = played.world
      steps.append(
        RunStep(
          number: index + 1, scriptStep: index + 1, actionText: written.text,
          action: written.action, narration: "", caption: "", played: played))
    }
    return steps
  }

  @Test("a kiosk run's steps and failures come from the scenario layer, unchanged")
  func runStepsAndFailures() throws {
    let script = Self.declinedScript
    let steps = try declinedSteps()
    expectNoDifference(
      steps.map { $0.entries.map(\.summary) },
      [
        [
          "not-running → checking-regulation", "kiosk: parental consent required",
          "checking-regulation → requesting-age-range", "kiosk: age band 13–15",
          "requesting-age-range → needs-parental-approval",
        ],
        [
          "kiosk asks the parent: This update adds video calling with people in your contacts.",
          "needs-parental-approval → waiting-for-parent",
        ],
        ["decline"],
        // The faulty store reads the decline as an approval, and the app unblocks.
        [
          "waiting-for-parent → checking-feature", "kiosk: age band 13–15",
          "checking-feature → running",
        ],
      ])
    let teen = AgeRange(lowerBound: 13, upperBound: 15)
    expectNoDifference(
      steps.map(\.world.flows[.childPhone]?.step),
      [
        .needsParentalApproval(.minor(teen)), .waitingForParent(.minor(teen), approvalID: 1),
        .waitingForParent(.minor(teen), approvalID: 1),
        .running(featureEnabled: false, after: .minor),
      ])
    expectNoDifference(
      RunFailure.failures(of: steps, script: script.map { ($0.text, $0.line) }),
      [
        RunFailure(
          step: 4, scriptStep: 4, action: "poll", line: 18,
          message:
            "invariant declined-or-expired-never-unblocks broken by poll: approval declined on "
            + "child-iphone")
      ])
  }

  @Test("RunReport composes the kiosk's run after Apple's, each in its own terms")
  func runReportComposesAThirdPlatform() throws {
    let apple = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("texas-teen")))
    let steps = try declinedSteps()
    let kiosk = KioskRunReport(
      steps: steps,
      failures: RunFailure.failures(
        of: steps, script: Self.declinedScript.map { ($0.text, $0.line) })
    )
    let report = RunReport(runs: [apple, kiosk], withChecks: true, diagram: 1)
    expectNoDifference(
      report.rendered(.text),
      RunReport(apple).rendered(.text) + "\n"
        + "kiosk: launch → ask-parent → parent: decline → poll\n")
    expectNoDifference(
      report.rendered(.markdown),
      RunReport(apple, withChecks: true).rendered(.markdown) + "\n"
        + "# Kiosk\n\n- launch\n- ask-parent\n- parent: decline\n- poll\n\n1 failure(s)\n")
    expectNoDifference(
      report.rendered(.mermaid),
      "sequenceDiagram\n  Child->>Kiosk: launch\n  Child->>Kiosk: ask-parent\n"
        + "  Child->>Kiosk: parent: decline\n  Child->>Kiosk: poll\n")
    let appleJSON = RunReport(apple).rendered(.json)
    expectNoDifference(
      report.rendered(.json),
      String(appleJSON.dropLast(3)) + ",\n  \"kiosk\": {\n    \"platform\": \"kiosk\",\n"
        + "    \"steps\": 4\n  }\n}\n")
    expectNoDifference(report.failures, apple.failures + kiosk.failures)
    expectNoDifference(kiosk.failures.count, 1)
  }
}
