import AgeScreen
import AmazonAppstoreScenarios

extension StoreSideKind {
  /// Amazon Appstore's side (``AmazonSide``) as `finder` finds it in a scenario.
  public static func amazonAppstore(finder: @escaping AmazonStory.Finder) -> StoreSideKind {
    StoreSideKind(compareSide: .amazonAppstore) { scenario in
      finder(scenario).map { StoreSideOpening(side: AmazonSide(story: $0)) }
    }
  }
}
