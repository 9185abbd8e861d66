import AgeScreen
import Reports
import Scenarios
import Storyboard

/// What `run` played and was asked, from which a platform's ``RunScreens`` are made: the run
/// played once, drawn by every format, and nothing loaded or played again.
struct RunScreenRequest {
  /// The scenario as loaded and played, opened as the TUI opens it.
  let opened: OpenScenario
  /// Apple's run of it (`run` plays Apple's part first: its automatic answers).
  let run: ScenarioRun
  /// The run's report, with every platform's run.
  let report: RunReport
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
}
