import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import StoreCommands

extension RunScreenKind {
  /// Amazon Appstore's side: the Fire tablet, the parent's side, Settings and the Developer
  /// Console, one screen per script step, every screen AgeTUI's invention (amazon.md §10).
  public static let amazonAppstore = RunScreenKind(
    platform: .amazonAppstore,
    pagePictures: "Amazon's Fire tablet, parent's side and Developer Console as tablets, every "
      + "Amazon screen AgeTUI's invention"
  ) { request in
    guard let run = request.report.run(AmazonRun.self),
      let story = AmazonStory.ofScenario(request.scenario)
    else { return nil }
    return AmazonRunScreens(
      run: run, story: story, size: request.size, options: request.options,
      builtInCatalogue: request.builtInCatalogue, promptSources: request.promptSources)
  }
}
