import AgeScreen
import Prompts
import Scenarios
import StoreCommands
import Storyboard

/// The kiosk's side of a run: its screens (a cast, one screen) and its storyboard page, walked
/// through the scenario's kiosk script. The phones of `--devices` and one step of the page are
/// Apple's, so they are usage errors here, as on the other stores.
struct KioskRunScreens: RunScreens {
  /// The kiosk's run.
  let run: KioskRunReport
  /// The kiosk's side at the start of its script.
  let side: KioskSide
  /// The terminal size of a cast or a screen.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
  /// Every store's surfaces, for the error that names another store's.
  let promptSources: [any PromptSource]

  /// The start, then a frame per script step, marked with the step's word.
  func cast() -> String {
    var side = side
    var writer = CastWriter(
      title: "AgeTUI — \(side.scenarioName) on Kiosk", size: size, secondsPerStep: 3,
      usesColor: true)
    writer.start(with: side.render(size: size))
    for (index, step) in side.script.steps.enumerated() {
      _ = side.update(.nextStep, size: size)
      writer.step("step \(index + 1): \(step.text)", side.render(size: size))
    }
    return writer.cast.text
  }

  /// The kiosk's steps, each with its screen.
  func storyboard() -> any StoryboardSource {
    KioskStoryboardSource(run: run, side: side, options: options)
  }

  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    throw SideScreenChecks.pageStep(on: KioskSection.kiosk)
  }

  /// The kiosk's screen after `step` (default: the last), or after the first step showing the
  /// kiosk's one surface.
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    guard !devices else { throw SideScreenChecks.devices(on: KioskSection.kiosk) }
    let target = try SideScreenChecks.target(
      step, last: run.steps.count, scenario: side.scenarioName, on: KioskSection.kiosk,
      showing: self.step(showing:))
    return KioskScreenPicture.svg(of: side, step: target, size: size)
  }

  /// The first step that shows the surface `key`, or a usage error naming what is wrong.
  private func step(showing key: String) throws(StoreUsageError) -> Int {
    guard key == KioskPromptSource.waiting.name else {
      throw SideScreenChecks.unknownSurface(key, on: KioskSection.kiosk, among: promptSources)
    }
    if let step = run.steps.first(where: { $0.world.sheets[.childPhone] != nil }) {
      return step.number
    }
    throw SideScreenChecks.neverShown(
      key, scenario: side.scenarioName, on: KioskSection.kiosk, reaches: [])
  }
}
