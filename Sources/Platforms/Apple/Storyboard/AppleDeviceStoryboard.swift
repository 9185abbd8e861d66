import AppleReports
import AppleScenarios
import FlowEngine
import Presentation
import Reports
import Scenarios
import Storyboard

/// Every walkthrough step of a run as pictures of the devices, drawn from the presentations of
/// each step's simulation: what `agetui run --format html` lays out as a page
/// (``StoryboardPage``).
///
/// The run is played once (the same checked run the text report prints); nothing replays the
/// TUI.
public struct AppleDeviceStoryboard: Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// The world, the outcome and whether the run passed.
  public var overview: AppleRunOverview
  /// How the pictures are drawn.
  public var options: StoryboardOptions
  /// Every step, script steps and automatic answers, in order.
  public var steps: [AppleStoryboardStep]

  /// The storyboard of a finished `run`.
  public init(run: AppleRun, options: StoryboardOptions = StoryboardOptions()) {
    scenario = run.scenario
    overview = AppleRunOverview(run)
    self.options = options
    var drawer = AppleStoryboardDrawer(run: run, options: options)
    steps = run.steps.map { drawer.draw($0) }
  }

  /// Plays `scenario` and makes its storyboard.
  public init(_ scenario: Scenario, options: StoryboardOptions = StoryboardOptions()) {
    self.init(run: AppleScenarioRunner.run(scenario), options: options)
  }

  /// The pictures after step `number` of `run` (0: the start), each embedding its style, as
  /// `run --format svg --devices` draws them; nil when there is no such step.
  public static func pictures(
    of run: AppleRun, step number: Int, options: StoryboardOptions = StoryboardOptions()
  ) -> AppleDevicePictures? {
    guard (0...run.steps.count).contains(number) else { return nil }
    var device = DeviceID.childPhone
    for step in run.steps.prefix(number) {
      device = AppleDevicePictures.device(for: step.action, current: device)
    }
    let simulation = number == 0 ? run.initial : run.steps[number - 1].world
    let previous = number <= 1 ? run.initial : run.steps[number - 2].world
    return AppleDevicePictures(
      simulation, previous: number == 0 ? nil : previous,
      action: number == 0 ? nil : run.steps[number - 1].action, device: device,
      label: number == 0 ? "at the start" : "after step \(number)", options: options,
      includesStyle: true)
  }
}
