import Scenarios

/// A list of platforms a command takes by name (`compare --store`, `run --store`, `prompts
/// --platform`, `graph --platform`, `ask --platform`): the platforms of its registration list,
/// so a platform registered there is named on the command line too.
protocol PlatformList {
  /// The platforms, in the list's order.
  static var platforms: [ScenarioPlatform] { get }
}
