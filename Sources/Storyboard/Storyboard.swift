import AgeScreen
import FlowEngine
import Presentation
import Reports
import Scenarios

/// Every walkthrough step of a scenario as pictures of the child's and the parent's devices,
/// drawn from the same canvases the TUI shows at one terminal size: what `agetui run --format
/// html` lays out as a page (``StoryboardPage``).
public struct Storyboard: Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// The terminal size the screens were laid out for.
  public var size: Size
  /// The world, the outcome and whether the run passed.
  public var overview: RunOverview
  /// Every step, script steps and automatic answers, in order.
  public var steps: [StoryboardStep]

  /// Plays `document`'s whole walkthrough at `size`.
  public init(_ document: ScenarioDocument, size: Size) throws(ScenarioError) {
    var player = try ScriptPlayer(document, size: size)
    scenario = player.shell.scenario
    self.size = size
    // The player draws the screens as the TUI does, which plays its walkthrough unchecked;
    // the checked run gives each of the same steps its `expect` results and invariants.
    let run = ScenarioRunner.run(scenario)
    overview = RunOverview(run)
    var steps: [StoryboardStep] = []
    for step in run.steps {
      guard player.next() != nil else { break }
      let pictures = player.panes([.child, .parent])
      steps.append(
        StoryboardStep(
          step: step,
          childSVG: Self.picture(of: .child, in: pictures, step: step.number),
          parentSVG: Self.picture(of: .parent, in: pictures, step: step.number),
          knowledge: KnowledgeComparison(step.simulation)))
    }
    self.steps = steps
  }

  private static func picture(
    of pane: Pane, in pictures: [Pane: (canvas: Canvas, rect: Rect)], step: Int
  ) -> String? {
    guard let (canvas, rect) = pictures[pane] else { return nil }
    return SVGRenderer.render(
      canvas, area: rect, title: "\(pane.title) after step \(step)", includesStyle: false)
  }
}
