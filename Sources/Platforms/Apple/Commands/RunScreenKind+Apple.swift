import StoreCommands

extension RunScreenKind {
  /// Apple's side: the TUI's screens, the storyboard's phones.
  public static let apple = RunScreenKind(platform: .apple) { AppleRunScreens($0) }
}
