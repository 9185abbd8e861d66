import ArgumentParser

/// `run --step`: a walkthrough step number, or a system surface's name from `agetui prompts`
/// (`permission-alert`, `blocked-screen:parent-declined`), meaning the first step showing it.
public enum RunStepArgument: ExpressibleByArgument, Sendable, Equatable {
  /// A step number (0 is the start).
  case number(Int)
  /// A surface name (`name` or `name:variant`).
  case surface(String)

  /// A number is a step; any other word a surface's name.
  public init?(argument: String) {
    self = Int(argument).map(RunStepArgument.number) ?? .surface(argument)
  }
}
