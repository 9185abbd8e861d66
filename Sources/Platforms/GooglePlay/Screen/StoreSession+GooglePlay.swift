import AgeScreen

extension StoreSession {
  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { side(PlayShell.self) }
  /// Whether Google Play's side is shown.
  public var showsPlay: Bool { sides.shownSide(PlayShell.self) != nil }
}
