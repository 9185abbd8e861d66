import ApplePresentation
import AppleScenarios
import CustomDump
import Presentation
import Scenarios
import Stores
import Testing

@testable import FlowEngine

/// "May this person ask a parent now?" has one answer, the flow's: the stepper accepts the tap,
/// the child's screen shows the button, and the declared answers tap it, exactly as it says.
@Suite("Asking a parent") struct ParentAskTests {
  private static let range = AgeRange(lowerBound: 13, upperBound: 15)

  static let steps: [(FlowStep, ParentAsk?)] = [
    (.notRunning, nil),
    (.checkingRegulation, nil),
    (.requestingAgeSignal(retrying: nil), nil),
    (.needsParentalApproval(.minor(range)), .first),
    (.waitingForParent(.minor(range), approvalID: 1), nil),
    (.acknowledging(range), nil),
    (.blocked(.unverifiedAdult), nil),
    (.blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15)))), nil),
    (.blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15)))), .again),
    (.blocked(.sharingDeclined), nil),
    (.blocked(.consentRevoked), .again),
    (.blocked(.ageSignalUnavailable("notAvailable")), nil),
    (.checkingFeature(after: .minor), nil),
    (.running(featureEnabled: true, after: .minor), nil),
  ]

  @Test(arguments: steps)
  func theFlowAnswers(step: FlowStep, expected: ParentAsk?) {
    expectNoDifference(SignificantChangeFlow.parentAsk(on: step), expected)
  }

  @Test("the screen's button and the stepper agree with the flow in every built-in state")
  func everyReaderAgrees() {
    var checked = 0
    for scenario in ScenarioLibrary.all {
      let run = AppleScenarioRunner.run(scenario)
      for simulation in [run.initial] + run.steps.map(\.world) {
        for device in simulation.devices {
          let ask = SignificantChangeFlow.parentAsk(on: device.flow.step)
          let button = AppleChildDevicePresentation(simulation, device: device.id).screenChoices
            .first { $0.action == .tapAskParent(device.id) }?.label
          let expectedButton: String? =
            switch ask {
            case .first?: "Ask Parent"
            case .again?: "Ask Again"
            case nil: nil
            }
          expectNoDifference(button, expectedButton, "\(scenario.name): \(device.flow.step.name)")
          let accepted = !simulation.applying(.tapAskParent(device.id)).wasRejected
          expectNoDifference(accepted, (ask != nil && device.sheet == nil), "\(scenario.name)")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }

  /// The timeline names the button the screen showed: after a revocation or an expiry the tap
  /// is on "Ask Again", in the trace as on the phone (revoked-consent said `tap “Ask Parent”`).
  @Test("the timeline names the ask button as the screen labelled it, in every built-in")
  func theTraceNamesTheButtonShown() {
    var taps: [String] = []
    for scenario in ScenarioLibrary.all {
      let run = AppleScenarioRunner.run(scenario)
      let before = [run.initial] + run.steps.map(\.world)
      for (index, step) in run.steps.enumerated() {
        guard case .tapAskParent(let device) = step.action, step.refusal == nil else { continue }
        let shown = AppleChildDevicePresentation(before[index], device: device).screenChoices
          .first { $0.action == .tapAskParent(device) }?.label
        let traced = step.entries.first { $0.kind == .answer }?.summary
        expectNoDifference(
          traced, shown.map { "tap “\($0)”" }, "\(scenario.name) step \(step.number)")
        taps.append("\(scenario.name): \(traced ?? "none")")
      }
    }
    #expect(taps.contains("revoked-consent: tap “Ask Again”"))
    #expect(taps.contains("texas-teen: tap “Ask Parent”"))
  }
}
