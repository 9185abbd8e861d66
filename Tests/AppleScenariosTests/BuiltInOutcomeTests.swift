import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// Every built-in runs to its documented outcome: each device's final step, what the app last
/// learned, the declaration, the PermissionKit result, whether the significant-update step
/// applied, every question, and the handled changes.
@Suite("Built-in outcomes")
struct BuiltInOutcomeTests {
  /// One built-in's documented outcome.
  struct Outcome: Sendable, CustomTestStringConvertible {
    var name: String
    var devices: [String]
    var learned: String
    var declaration: String?
    var permissionKit: String?
    var updateApplies: Bool?
    var questions: [String]
    var handled: [ChangeID]
    var steps: Int
    var automatic: Int

    var testDescription: String { name }
  }

  private static func outcome(
    _ name: String, _ devices: [String], learned: String, declaration: String?,
    permissionKit: String?, updateApplies: Bool?, questions: [String] = [],
    handled: [ChangeID] = [], steps: Int, automatic: Int = 0
  ) -> Outcome {
    Outcome(
      name: name, devices: devices, learned: learned, declaration: declaration,
      permissionKit: permissionKit, updateApplies: updateApplies, questions: questions,
      handled: handled, steps: steps, automatic: automatic)
  }

  private static let update = "SignificantAppUpdateTopic"

  static let outcomes: [Outcome] = [
    outcome(
      "texas-teen", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 4),
    outcome(
      "second-device-sync",
      ["child-iphone: running (feature off)", "second-device: running (feature off)"],
      learned: "13–15", declaration: "guardianDeclared", permissionKit: "approve",
      updateApplies: true, questions: ["#1 \(update) answered approve"],
      handled: ["video-calling"], steps: 5, automatic: 3),
    outcome(
      "revoked-consent", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: nil,
      questions: ["#1 \(update) answered approve", "#2 \(update) answered approve"],
      handled: ["video-calling"], steps: 10, automatic: 5),
    outcome(
      "parent-never-answers", ["child-iphone: blocked (question-expired)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: true,
      questions: ["#1 \(update) expired"], steps: 6, automatic: 2),
    outcome(
      "sandbox-under13-approved", ["child-iphone: running (feature off)"],
      learned: "12 or under", declaration: "guardianDeclared", permissionKit: "approve",
      updateApplies: true, questions: ["#1 \(update) answered approve"],
      handled: ["video-calling"], steps: 4, automatic: 2),
    outcome(
      "sandbox-13-15-approved", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 4,
      automatic: 2),
    outcome(
      "sandbox-16-17-declined", ["child-iphone: blocked (parent-declined)"], learned: "16–17",
      declaration: "guardianDeclared", permissionKit: "decline", updateApplies: true,
      questions: ["#1 \(update) answered decline"], steps: 4, automatic: 2),
    outcome(
      "sandbox-adult-unconfirmed", ["child-iphone: blocked (unverified-adult)"],
      learned: "18 or over", declaration: "selfDeclared", permissionKit: "AskError.notAvailable",
      updateApplies: false, steps: 2),
    outcome(
      "sandbox-adult-confirmed", ["child-iphone: running (feature on)"], learned: "18 or over",
      declaration: "confirmed", permissionKit: "AskError.notAvailable", updateApplies: false,
      handled: ["video-calling"], steps: 2),
    outcome(
      "sandbox-adult-confirmed-change-applicable", ["child-iphone: running (feature on)"],
      learned: "18 or over", declaration: "confirmed", permissionKit: "AskError.notAvailable",
      updateApplies: true, handled: ["video-calling"], steps: 3, automatic: 1),
    outcome(
      "wwdc-olivia-14", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: false, steps: 2),
    outcome(
      "wwdc-emily-9", ["child-iphone: running (feature off)"], learned: "12 or under",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: false, steps: 1),
    outcome(
      "wwdc-ann-42", ["child-iphone: running (feature on)"], learned: "16 or over",
      declaration: "selfDeclared", permissionKit: nil, updateApplies: false, steps: 2),
    outcome(
      "birthday-before-anniversary", ["child-iphone: running (feature on)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: false, steps: 9,
      automatic: 2),
    outcome(
      "never-share-child", ["child-iphone: needs-parental-approval (12 or under)"],
      learned: "12 or under", declaration: "guardianDeclared", permissionKit: nil,
      updateApplies: true, handled: [], steps: 4),
    outcome(
      "declined-share", ["child-iphone: running (feature off)"], learned: "declinedSharing",
      declaration: nil, permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 9,
      automatic: 2),
    outcome(
      "communication-ask", ["child-iphone: running (feature off)"], learned: "12 or under",
      declaration: "guardianDeclared", permissionKit: "AskError.communicationLimitsNotEnabled",
      updateApplies: false, questions: ["#1 CommunicationTopic answered approve-hour"], steps: 7,
      automatic: 2),
    outcome(
      "sharing-modes", ["child-iphone: running (feature off)"], learned: "declinedSharing",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: false, steps: 11),
    outcome(
      "unverified-adult-verifies", ["child-iphone: running (feature on)"], learned: "18 or over",
      declaration: "confirmed", permissionKit: nil, updateApplies: true,
      handled: ["video-calling"], steps: 3),
    outcome(
      "utah-adult-acknowledges", ["child-iphone: running (feature on)"], learned: "18 or over",
      declaration: "governmentIDChecked", permissionKit: nil, updateApplies: true,
      handled: ["video-calling"], steps: 2),
    outcome(
      "install-covers-change", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: false,
      handled: ["video-calling"], steps: 1),
    outcome(
      "update-asks-again", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve", "#2 \(update) answered approve"],
      handled: ["location-sharing", "video-calling"], steps: 9, automatic: 4),
    outcome(
      "signed-out-device", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 7,
      automatic: 3),
    outcome(
      "os-27-invalid-account", ["child-iphone: needs-parental-approval (16–17)"],
      learned: "16–17", declaration: "guardianDeclared", permissionKit: nil, updateApplies: true,
      steps: 4),
    outcome(
      "os-26-no-signals", ["child-iphone: needs-parental-approval (13–15)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: true,
      handled: ["video-calling"], steps: 4),
    outcome(
      "four-gates-invalid-request", ["child-iphone: running (feature off)"],
      learned: "invalidRequest", declaration: nil, permissionKit: nil, updateApplies: false,
      steps: 4),
    outcome(
      "ios27-approve-in-person", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared",
      permissionKit: "PermissionResult.approveInPerson(approved: true)", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 4),
    outcome(
      "ios27-acknowledgment-alert", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 5),
    // The Apple side of the Texas teen on both stores: texas-teen, then a revocation.
    outcome(
      "texas-teen-both-stores", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 5),
    // The Apple side of New Year 2027: Alabama's law starts at midnight (reference §9.1).
    outcome(
      "new-year-2027", ["child-iphone: needs-parental-approval (13–15)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: nil, updateApplies: true, steps: 5),
    // The Apple side of the Texas teen on three stores: the same as on two.
    outcome(
      "texas-teen-three-stores", ["child-iphone: running (feature off)"], learned: "13–15",
      declaration: "guardianDeclared", permissionKit: "approve", updateApplies: true,
      questions: ["#1 \(update) answered approve"], handled: ["video-calling"], steps: 5),
  ]

  @Test("the table covers every built-in that runs on Apple")
  func coversEveryBuiltIn() {
    expectNoDifference(
      Self.outcomes.map(\.name),
      ScenarioLibrary.all.filter { $0.platforms.contains(.apple) }.map(\.name))
  }

  @Test("each built-in ends in its documented outcome", arguments: outcomes)
  func outcome(_ expected: Outcome) throws {
    let scenario = try #require(ScenarioLibrary.named(expected.name))
    let run = AppleScenarioRunner.run(scenario)
    expectNoDifference(run.failures, [])
    let summary = run.summary
    expectNoDifference(
      summary.devices.map { "\($0.device.rawValue): \($0.stepDescription)" }, expected.devices)
    expectNoDifference(summary.outcome.learned, expected.learned)
    expectNoDifference(summary.outcome.ageRange?.declaration?.rawValue, expected.declaration)
    expectNoDifference(summary.outcome.permissionKitResult, expected.permissionKit)
    expectNoDifference(summary.outcome.significantUpdateApplies, expected.updateApplies)
    expectNoDifference(
      summary.questions.map {
        "#\($0.id) \($0.topic.typeName) \($0.state.name)" + ($0.chosen.map { " \($0.id)" } ?? "")
      }, expected.questions)
    expectNoDifference(run.final.keyValueStore.sorted(), expected.handled)
    expectNoDifference(run.steps.count, expected.steps)
    expectNoDifference(run.steps.filter(\.isAutomatic).count, expected.automatic)
  }
}
