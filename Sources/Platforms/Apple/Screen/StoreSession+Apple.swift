import AgeScreen

extension StoreSession {
  /// Apple's side, for a scenario that has one.
  public var apple: AppleSide? { side(AppleSide.self) }
  /// Whether Apple's side is shown.
  public var showsApple: Bool { shownSide(AppleSide.self) != nil }
}

extension StoreSessionAction {
  /// Apple's side's shell `action`.
  public static func apple(_ action: ShellAction) -> StoreSessionAction {
    .side(SideAction(AppleSideAction.shell(action), on: AppleSide.platform))
  }
}
