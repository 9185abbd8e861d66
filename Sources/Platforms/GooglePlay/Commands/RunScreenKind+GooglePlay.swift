import GooglePlayScenarios
import GooglePlayScreen
import StoreCommands

extension RunScreenKind {
  /// Google Play's side: the Play shell's screens, one per script step.
  public static let googlePlay = RunScreenKind(
    platform: .googlePlay, pagePictures: "Play's phone and Family Link as phones"
  ) { request in
    guard let run = request.report.run(PlayRun.self),
      let story = PlayStory.ofScenario(request.scenario)
    else { return nil }
    return PlayRunScreens(
      run: run, story: story, size: request.size, options: request.options,
      builtInCatalogue: request.builtInCatalogue, promptSources: request.promptSources)
  }
}
