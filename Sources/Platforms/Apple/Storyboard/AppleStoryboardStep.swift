import ApplePresentation
import AppleScenarios
import FlowEngine
import Presentation
import Scenarios
import Storyboard

/// One walkthrough step of a storyboard: what happened, its title, and the devices after it.
public struct AppleStoryboardStep: Sendable {
  /// The step, with its narration and trace entries.
  public var step: AppleWalkthroughStep
  /// The step in words ("Sofia opens Landmarks"): its caption, or what its action did.
  public var title: String
  /// The person's device after the step, as SVG (the device the step acted on).
  public var childSVG: String?
  /// The parent's phone after the step, as SVG (nil when the family has no parent).
  public var parentSVG: String?
  /// Settings after the step, as SVG: the sections it changed (nil when it changed none).
  public var settingsSVG: String?
  /// What the app learned beside what the system knows, after the step.
  public var knowledge: AppleKnowledgeComparison
}
