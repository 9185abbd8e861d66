extension StoreSideKind {
  /// The platforms the TUI shows beside Apple's, in the order `o` goes through them: the one
  /// line a platform's side adds.
  public static let builtIn: [StoreSideKind] = [.googlePlay(finder: PlaySide.ofScenario)]
}
