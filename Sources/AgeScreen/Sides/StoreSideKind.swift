import Scenarios

/// A platform the TUI can show beside Apple's side: how it finds its side in a scenario. The
/// session (``StoreSides``) holds a list of them, ``builtIn`` in the executable, and opens the
/// side of each platform a scenario has, in the list's order, which is the order `o` goes
/// through them.
public struct StoreSideKind: Sendable {
  /// The platform.
  public let platform: ScenarioPlatform
  /// Its side of a scenario, nil for a scenario without the platform's part.
  let open: @Sendable (Scenario) -> (side: any ErasedStoreSide, hasApple: Bool)?

  /// The platform of `Side`, whose side of a scenario `opening` finds.
  public init<Side: StoreSide>(
    _ opening: @escaping @Sendable (Scenario) -> StoreSideOpening<Side>?
  ) {
    platform = Side.platform
    open = { scenario in
      opening(scenario).map { (TypedStoreSide($0.side), $0.hasApple) }
    }
  }
}
