import AmazonAppstoreScenarios
import StoreCommands

extension PromptPictureKind {
  /// Amazon Appstore's surfaces, pictured on the TUI's screen, every one AgeTUI's invention.
  public static let amazonAppstore = PromptPictureKind(platform: .amazonAppstore) {
    AmazonPromptPictures()
  }
}
