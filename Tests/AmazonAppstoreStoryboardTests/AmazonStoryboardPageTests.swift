import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import AmazonAppstoreStoryboard
import CustomDump
import Scenarios
import Stores
import Storyboard
import Testing

/// Amazon Appstore's storyboard page and pictures: the start and one section per script step,
/// each with the Fire tablet, the parent's side and the Developer Console, and a legend that
/// says every screen of Amazon's is AgeTUI's (amazon.md §10).
@Suite("Amazon Appstore's storyboard")
struct AmazonStoryboardPageTests {
  static let amazonBuiltIns = ScenarioLibrary.all.filter { $0.amazon != nil }.map(\.name)

  /// The page of built-in `name`, with `options`, and its run.
  static func page(_ name: String, options: StoryboardOptions = .init()) throws -> (
    page: String, run: AmazonRun
  ) {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(AmazonScenarioRunner.run(scenario))
    let story = try #require(AmazonStory.ofScenario(scenario))
    let page = StoryboardPage.html(
      scenario: scenario, [AmazonStoryboardSource(run: run, story: story, options: options)])
    return (page, run)
  }

  @Test("Amazon's built-ins are the six of issue 44")
  func builtIns() {
    expectNoDifference(
      Self.amazonBuiltIns.sorted(),
      [
        "amazon-change-withheld-then-given", "amazon-revocation-report", "amazon-test-options",
        "amazon-transient-error-retried", "amazon-utah-2027", "texas-teen-three-stores",
      ])
  }

  @Test(
    "every Amazon built-in's page has the start and one section per step", arguments: amazonBuiltIns
  )
  func everyStepHasASection(name: String) throws {
    let (page, run) = try Self.page(name)
    #expect(page.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    #expect(page.hasSuffix("</html>\n"))
    let sections = page.components(separatedBy: "<section class=\"step\" id=\"step-").count - 1
    expectNoDifference(sections, run.steps.count + 1)
    // The Fire tablet, the parent's side and the Developer Console, each a picture.
    expectNoDifference(page.components(separatedBy: "<svg ").count - 1, 3 * (run.steps.count + 1))
    for step in run.steps where !step.caption.isEmpty {
      #expect(page.contains(MarkupText.escape(step.caption)))
    }
    let refusals = run.steps.compactMap { $0.refusal?.text }
    expectNoDifference(
      page.components(separatedBy: "<p class=\"refused\">").count - 1, refusals.count)
    #expect(!page.contains("<script"))
  }

  @Test(
    "the legend says every screen is AgeTUI's, marks shown or hidden",
    arguments: [
      (
        true,
        "≈: AgeTUI's invention, not Amazon's. Amazon documents nothing a parent or child sees "
          + "(amazon.md §10): every screen of Amazon's here is AgeTUI's; only GetUserAgeData's "
          + "row, the revocation report's file and the developer's own text are unmarked."
      ),
      (
        false,
        "Wording marks are hidden (--no-wording-marks): every screen of Amazon's here is still "
          + "AgeTUI's invention (amazon.md §10), though its words are not marked."
      ),
    ])
  func legend(marks: Bool, legend: String) throws {
    var options = StoryboardOptions()
    options.showsWordingMarks = marks
    let (page, _) = try Self.page("amazon-transient-error-retried", options: options)
    #expect(page.contains(MarkupText.escape(legend)))
  }
}
