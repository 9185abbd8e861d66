/// The platform sections every scenario file may use beside Apple's part.
public enum ScenarioSections {
  /// The built-in platforms' sections, in the order their parts are played and reported. A
  /// platform registers here, in one line.
  public static let builtIn: [any ScenarioSection] = [PlayScenarioSection()]
}
