import StoreCommands

extension PromptPictureKind {
  /// Google Play's surfaces, pictured on the TUI's screen.
  public static let googlePlay = PromptPictureKind(platform: .googlePlay) {
    PlayPromptPictures()
  }
}
