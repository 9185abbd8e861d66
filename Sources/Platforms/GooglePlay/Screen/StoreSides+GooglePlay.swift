import AgeScreen

extension StoreSides {
  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { side(PlayShell.self) }
}
