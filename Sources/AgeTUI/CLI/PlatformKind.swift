import Scenarios

/// A registered kind that keeps its own list (`builtIn`) and names its platform: the list a
/// command takes it from by name is the type itself (`PlatformArgument<GraphKind>`).
protocol PlatformKind: PlatformList, Sendable where Kind == Self {
  /// The platform it is registered for.
  var platform: ScenarioPlatform { get }
  /// Every kind registered, the default first.
  static var builtIn: [Self] { get }
}

extension PlatformKind {
  /// ``builtIn``.
  static var kinds: [Self] { builtIn }

  /// Its ``platform``.
  static func platform(of kind: Self) -> ScenarioPlatform { kind.platform }
}
