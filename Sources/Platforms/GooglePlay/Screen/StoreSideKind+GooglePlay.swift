import AgeScreen
import GooglePlayAnalyses

extension StoreSideKind {
  /// Google Play's side (``PlayShell``) as `finder` finds it in a scenario.
  public static func googlePlay(finder: @escaping PlaySide.Finder) -> StoreSideKind {
    StoreSideKind(compareSide: .googlePlay) { scenario in
      finder(scenario).map { found in
        StoreSideOpening(side: PlayShell(story: found.story))
      }
    }
  }
}
