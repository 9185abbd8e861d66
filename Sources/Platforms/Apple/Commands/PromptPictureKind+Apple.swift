import StoreCommands

extension PromptPictureKind {
  /// Apple's surfaces, pictured on its phones and in Settings.
  public static let apple = PromptPictureKind(platform: .apple) { ApplePromptPictures() }
}
