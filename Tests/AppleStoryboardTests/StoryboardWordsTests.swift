import ApplePresentation
import CustomDump
import FlowEngine
import Foundation
import Presentation
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
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
    expectNoDifference(NarrationMarkup.nodes(testCase.narration).rendered, testCase.html)
  }

  /// Each `<text>` run of an SVG picture, entities decoded, and whether its dotted underline
  /// follows it.
  static func runs(in svg: String) -> [(text: String, isMarked: Bool)] {
    svg.split(separator: "<text ").dropFirst().compactMap { element in
      guard let start = element.firstIndex(of: ">"),
        let end = element.firstRange(of: "</text>")
      else { return nil }
      let text = String(element[element.index(after: start)..<end.lowerBound])
        .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
        .replacing("&amp;", with: "&")
      return (text, element[end.upperBound...].hasPrefix("<path class=\"mark\""))
    }
  }

  /// Every picture of every step of every built-in underlines only AgeTUI's wording, as the
  /// surfaces `agetui prompts` catalogues say it (the provenance the TUI's ≈ reads too): each
  /// marked run is a line of a string whose source is an assumption.
  @Test(arguments: ScenarioLibrary.names)
  func picturesMarkOnlyAssumedWording(_ name: String) throws {
    let storyboard = AppleDeviceStoryboard(try #require(ScenarioLibrary.named(name)))
    for step in storyboard.steps {
      let assumed = SystemSurface.shown(in: step.step.world)
        .flatMap(\.content.wordings).filter(\.isAssumed)
        .map { $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
      for svg in [step.childSVG, step.parentSVG, step.settingsSVG].compactMap({ $0 }) {
        for run in Self.runs(in: svg) where run.isMarked {
          let line = run.text.hasSuffix("…") ? String(run.text.dropLast()) : run.text
          let isAssumed = assumed.contains { $0.range(of: line) != nil }
          #expect(isAssumed, "\(name) step \(step.step.number): “\(run.text)” is marked")
        }
      }
    }
  }

  /// The strings the pictures once left unmarked though the catalogue calls them AgeTUI's: the
  /// blocked screen, the Messages compose text and the parent's request notification.
  @Test(
    arguments: [
      ("declined-share", "Not Available"), ("declined-share", "features."),
      ("texas-teen", "answer."), ("texas-teen", "your contacts."),
    ])
  func theCataloguesAssumedWordingIsMarked(_ name: String, _ line: String) throws {
    let storyboard = AppleDeviceStoryboard(try #require(ScenarioLibrary.named(name)))
    let runs = storyboard.steps.flatMap { step in
      [step.childSVG, step.parentSVG].compactMap { $0 }.flatMap { Self.runs(in: $0) }
    }
    let shown = runs.filter { $0.text == line }
    #expect(!shown.isEmpty, "\(name) shows “\(line)”")
    let allMarked = shown.allSatisfy(\.isMarked)
    #expect(allMarked, "\(name): “\(line)” is marked")
  }

  @Test func stepsAreTitledInWords() throws {
    let storyboard = AppleDeviceStoryboard(try #require(ScenarioLibrary.named("texas-teen")))
    expectNoDifference(
      storyboard.steps.map(\.title),
      [
        "Texas shares Sofia's range, 13–15; the update needs a parent's approval.",
        "Sofia taps Ask Parent; Messages opens a question to her father, Carlos.",
        "Sofia sends it; Landmarks waits for Carlos's answer.",
        "Carlos approves; Landmarks runs, with photo sharing off.",
      ])
    let world = try #require(storyboard.steps.first).step.world.world
    expectNoDifference(
      AppleStepTitle.describe(.launchApp(.childPhone), in: world), "Sofia opens Landmarks")
    expectNoDifference(
      AppleStepTitle.describe(
        .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "a"), in: world),
      "Carlos answers in Messages")
  }

  @Test func theLegendSaysWhatTheMarksMeanOrThatTheyAreHidden() throws {
    let scenario = try #require(ScenarioLibrary.named("wwdc-olivia-14"))
    let marked = StoryboardPage.html(AppleDeviceStoryboard(scenario))
    #expect(
      marked.contains(
        "<p class=\"legend\"><span class=\"assumed\">dotted underline</span>: AgeTUI&#39;s "
          + "wording, not Apple&#39;s (docs/assumptions.md §2.6)</p>"))
    #expect(marked.contains("class=\"mark\""))
    let clean = StoryboardPage.html(
      AppleDeviceStoryboard(scenario, options: StoryboardOptions(showsWordingMarks: false)))
    #expect(
      clean.contains(
        "<p class=\"legend\">Wording marks are hidden (--no-wording-marks): AgeTUI&#39;s wording "
          + "is not told apart from Apple&#39;s in these pictures.</p>"))
    #expect(!clean.contains("class=\"mark\""))
  }

  @Test func aStepThatChangesSettingsPicturesThem() throws {
    let storyboard = AppleDeviceStoryboard(try #require(ScenarioLibrary.named("sharing-modes")))
    let settingsSteps = storyboard.steps.filter { $0.settingsSVG != nil }.map(\.step.actionText)
    #expect(!settingsSteps.isEmpty)
    #expect(
      storyboard.steps.allSatisfy {
        $0.settingsSVG == nil || AppleDevicePictures.changesSettings($0.step.action)
      })
  }
}
