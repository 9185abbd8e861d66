import AgeScreen

extension StoreSessionAction {
  /// Google Play's side's `action`.
  public static func play(_ action: WalkthroughSideAction) -> StoreSessionAction {
    .side(SideAction(action, on: PlayShell.platform))
  }
}
