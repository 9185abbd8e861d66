import AgeScreen

extension StoreSession {
  /// Apple's session, and the Google Play side `finder` finds for its scenario.
  public init(apple: AppleShellSession, finder: @escaping PlaySide.Finder) {
    self.init(apple: apple, kinds: [.googlePlay(finder: finder)])
  }

  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { side(PlayShell.self) }
  /// Whether Google Play's side is shown.
  public var showsPlay: Bool { sides.shownSide(PlayShell.self) != nil }
}
