import AgeScreen

extension StoreSideKind {
  /// The sides the TUI shows beside Apple's (``Stores/screenSides``).
  public static var builtIn: [StoreSideKind] { Stores.screenSides }
}
