import FlowEngine
import Presentation
import Scenarios

/// One walkthrough step of a storyboard: what happened and the two devices after it.
public struct StoryboardStep: Sendable {
  /// The step, with its narration and trace entries.
  public var step: WalkthroughStep
  /// The child's device pane after the step, as SVG (nil when the screen is too small).
  public var childSVG: String?
  /// The parent's device pane after the step, as SVG (nil when the screen is too small).
  public var parentSVG: String?
  /// What the app learned beside what the system knows, after the step.
  public var knowledge: KnowledgeComparison

  /// Creates a step.
  public init(
    step: WalkthroughStep, childSVG: String?, parentSVG: String?, knowledge: KnowledgeComparison
  ) {
    self.step = step
    self.childSVG = childSVG
    self.parentSVG = parentSVG
    self.knowledge = knowledge
  }
}
