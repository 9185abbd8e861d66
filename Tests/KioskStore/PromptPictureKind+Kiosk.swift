import StoreCommands

extension PromptPictureKind {
  /// The kiosk's surface, pictured on its side of the TUI.
  static let kiosk = PromptPictureKind(platform: KioskSection.kiosk) { KioskPromptPictures() }
}
