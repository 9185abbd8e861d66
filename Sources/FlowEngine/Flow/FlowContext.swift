/// What the app's flow reads besides its own state: its configuration and the assumptions.
public struct FlowContext: Hashable, Sendable {
  /// The app.
  public var app: AppConfig
  /// The assumptions in force.
  public var assumptions: Assumptions

  /// Creates a context.
  public init(app: AppConfig, assumptions: Assumptions) {
    self.app = app
    self.assumptions = assumptions
  }
}
