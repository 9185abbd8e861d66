import Scenarios

extension ScenarioPlatform {
  /// Google Play: Age Signals, Family Link, Play Console (the `google-play:` section).
  public static let googlePlay = ScenarioPlatform("google-play", title: "Google Play")
}
