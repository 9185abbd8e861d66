import FlowEngine
import Scenarios
import Testing

@testable import Storyboard

@Suite struct StoryboardWordsTests {
  struct NarrationCase: Sendable, CustomTestStringConvertible {
    var narration: String
    var html: String
    var testDescription: String { narration }
  }

  @Test(
    arguments: [
      NarrationCase(narration: "plain <text>", html: "plain &lt;text&gt;"),
      NarrationCase(
        narration: "calls `requestAgeRange(ageGates: 13)` then `isEligible`.",
        html: "calls <code>requestAgeRange(ageGates: 13)</code> then <code>isEligible</code>."),
      NarrationCase(narration: "`<b>`", html: "<code>&lt;b&gt;</code>"),
      NarrationCase(narration: "one ` alone", html: "one ` alone"),
      NarrationCase(narration: "`a` and `b", html: "<code>a</code> and `b"),
    ])
  func backticksBecomeCode(_ testCase: NarrationCase) {
    #expect(NarrationMarkup.nodes(testCase.narration).rendered == testCase.html)
  }

  @Test func assumedWordingFollowsTheAssumptionsList() {
    #expect(AssumedWording.isAssumed("Share Your Age Range?"))
    #expect(AssumedWording.isAssumed("Share Age Range"))
    #expect(AssumedWording.isAssumed("Don’t Share"))
    #expect(AssumedWording.isAssumed("Shared your age range with Landmarks."))
    #expect(AssumedWording.isAssumed("Landmarks Needs Approval"))
    #expect(!AssumedWording.isAssumed("Ask to Approve"))
    #expect(!AssumedWording.isAssumed("Approve in Person"))
    #expect(!AssumedWording.isAssumed("Screen Time Passcode"))
    #expect(!AssumedWording.isAssumed("Landmarks"))
  }

  @Test func stepsAreTitledInWords() throws {
    let storyboard = Storyboard(try #require(ScenarioLibrary.named("texas-teen")))
    #expect(
      storyboard.steps.map(\.title) == [
        "Texas shares Sofia's range, 13–15; the update needs a parent's approval.",
        "Sofia taps Ask Parent; Messages opens a question to her father, Carlos.",
        "Sofia sends it; Landmarks waits for Carlos's answer.",
        "Carlos approves; Landmarks runs, with photo sharing off.",
      ])
    let world = try #require(storyboard.steps.first).step.simulation.world
    #expect(StepTitle.describe(.launchApp(.childPhone), in: world) == "Sofia opens Landmarks")
    #expect(
      StepTitle.describe(
        .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "a"), in: world)
        == "Carlos answers in Messages")
  }

  @Test func theLegendSaysWhatTheMarksMeanOrThatTheyAreHidden() throws {
    let scenario = try #require(ScenarioLibrary.named("wwdc-olivia-14"))
    let marked = StoryboardPage.html(Storyboard(scenario))
    #expect(
      marked.contains(
        "<p class=\"legend\"><span class=\"assumed\">dotted underline</span>: AgeTUI&#39;s "
          + "wording, not Apple&#39;s (docs/assumptions.md §2.6)</p>"))
    #expect(marked.contains("class=\"mark\""))
    let clean = StoryboardPage.html(
      Storyboard(scenario, options: StoryboardOptions(showsWordingMarks: false)))
    #expect(
      clean.contains(
        "<p class=\"legend\">Wording marks are hidden (--no-wording-marks): AgeTUI&#39;s wording "
          + "is not told apart from Apple&#39;s in these pictures.</p>"))
    #expect(!clean.contains("class=\"mark\""))
  }

  @Test func aStepThatChangesSettingsPicturesThem() throws {
    let storyboard = Storyboard(try #require(ScenarioLibrary.named("sharing-modes")))
    let settingsSteps = storyboard.steps.filter { $0.settingsSVG != nil }.map(\.step.actionText)
    #expect(!settingsSteps.isEmpty)
    #expect(
      storyboard.steps.allSatisfy {
        $0.settingsSVG == nil || DevicePictures.changesSettings($0.step.action)
      })
  }
}
