import AgeScreen
import GooglePlayScenarios

extension StoreSideKind {
  /// Google Play's side (``PlayShell``) as `finder` finds it in a scenario.
  public static func googlePlay(finder: @escaping PlayStory.Finder) -> StoreSideKind {
    StoreSideKind(compareSide: .googlePlay) { scenario in
      finder(scenario).map { StoreSideOpening(side: PlayShell(story: $0)) }
    }
  }
}
