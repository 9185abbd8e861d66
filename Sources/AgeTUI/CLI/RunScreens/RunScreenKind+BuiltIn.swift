import AgeScreen
import GooglePlay
import GooglePlayScenarios
import GooglePlayScreen
import Reports
import Scenarios

extension RunScreenKind {
  /// Apple's side: the TUI's screens, the storyboard's phones.
  static let apple = RunScreenKind(platform: .apple) { AppleRunScreens($0) }

  /// Google Play's side: the Play shell's screens, one per script step.
  static let googlePlay = RunScreenKind(platform: .googlePlay) { request in
    guard let run = request.report.runs.lazy.compactMap({ $0 as? PlayRun }).first,
      let side = PlaySide.ofScenario(request.opened.scenario)
    else { return nil }
    return PlayRunScreens(
      run: run, story: side.story, size: request.size, options: request.options)
  }

  /// The platforms `run`'s screen formats draw, the default first: the one line a platform's
  /// screens add.
  static let builtIn: [RunScreenKind] = [.apple, .googlePlay]
}
