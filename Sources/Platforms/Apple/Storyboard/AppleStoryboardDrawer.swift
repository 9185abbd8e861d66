import Apple
import ApplePresentation
import AppleScenarios
import FlowEngine
import Presentation
import Scenarios
import Storyboard

/// Draws a run's steps one after another, in order: what each step needs from the steps
/// before it (the simulation before it, the person's device last pictured, the ledger's latest
/// facts) is kept here, so a page can draw a step, write it and let its pictures go.
struct AppleStoryboardDrawer {
  private let options: StoryboardOptions
  private var previous: AppleSimulation
  private var device = DeviceID.childPhone
  private var facts = AppleLatestFacts()

  /// A drawer at the start of `run`.
  init(run: AppleRun, options: StoryboardOptions) {
    self.options = options
    previous = run.initial
  }

  /// The pictures and facts of `step`, the step after the one drawn last.
  mutating func draw(_ step: AppleWalkthroughStep) -> AppleStoryboardStep {
    device = AppleDevicePictures.device(for: step.action, current: device)
    let latestFacts = facts.simulation(step.world)
    let pictures = AppleDevicePictures(
      step.world, latestFacts: latestFacts, previous: previous, action: step.action,
      device: device, label: "after step \(step.number)", options: options, includesStyle: false)
    previous = step.world
    return AppleStoryboardStep(
      step: step, title: AppleStepTitle.of(step), childSVG: pictures.child,
      parentSVG: pictures.parent, settingsSVG: pictures.settings,
      knowledge: AppleKnowledgeComparison(latestFacts))
  }
}
