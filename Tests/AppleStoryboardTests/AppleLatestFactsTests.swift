import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

/// The pictures draw from cut-down simulations (the ledger's latest facts, the thread's last
/// questions); the presentations they draw must be the ones the whole simulation gives.
@Suite struct AppleLatestFactsTests {
  /// A child who asks to message a new number again and again, her mother approving each: a
  /// thread and a ledger longer than any built-in's.
  static let longScript: Scenario? = {
    var text = """
      name: many-asks
      title: Many asks
      summary: Zoe asks to message new numbers, and her mother approves each one.
      world:
        today: 2026-09-14
        region: US
        person: {name: Zoe, age: 12, communication-limits: true}
        parent: Beth
        app:
          version: "1.0"
      answers:
        age-range-prompt: share
        ask-parent: yes
      script:
        - do: launch

      """
    for number in 0..<14 {
      text += "  - do: {ask-to-communicate: \"+1 555 01\(10 + number)\"}\n"
      if number % 3 != 2 { text += "  - do: {parent: approve-hour}\n" }
    }
    return try? ScenarioLoader.load(text, file: "many-asks.yaml")
  }()

  static var runs: [AppleRun] {
    (ScenarioLibrary.names.compactMap(ScenarioLibrary.named) + [longScript].compactMap { $0 })
      .map(AppleScenarioRunner.run)
  }

  @Test func theLongScriptLoads() throws {
    let run = AppleScenarioRunner.run(try #require(Self.longScript))
    #expect(run.steps.count > 2 * AppleParentDevicePicture.maximumBubbles)
    expectNoDifference(run.final.askCenter.questions.count, 14)
  }

  @Test func theChildsPresentationAndTheKnowledgeAreTheSameFromTheLatestFacts() {
    for run in Self.runs {
      var facts = AppleLatestFacts()
      for step in run.steps {
        let cut = facts.simulation(step.world)
        for device in [DeviceID.childPhone, .secondDevice] {
          expectNoDifference(
            AppleChildDevicePresentation(
              AppleDevicePictures.recentQuestions(of: cut, keepingUpdates: true), device: device),
            AppleChildDevicePresentation(step.world, device: device),
            "\(run.scenario.name) step \(step.number) \(device)")
        }
        expectNoDifference(
          AppleKnowledgeComparison(cut), AppleKnowledgeComparison(step.world),
          "\(run.scenario.name) step \(step.number)")
      }
    }
  }

  @Test func theParentsPictureIsTheSameFromTheRecentQuestions() {
    for run in Self.runs where run.scenario.world.parentName != nil {
      for step in run.steps {
        let full = AppleParentDevicePresentation(step.world)
        let recent = AppleParentDevicePresentation(
          AppleDevicePictures.recentQuestions(of: step.world))
        expectNoDifference(
          recent.notifications, full.notifications, "\(run.scenario.name) \(step.number)")
        expectNoDifference(
          Array(recent.thread.suffix(AppleParentDevicePicture.maximumBubbles)),
          Array(full.thread.suffix(AppleParentDevicePicture.maximumBubbles)),
          "\(run.scenario.name) step \(step.number)")
      }
    }
  }
}
