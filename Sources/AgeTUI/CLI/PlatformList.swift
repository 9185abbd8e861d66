import Scenarios

/// A registration list a command takes a platform from by name (`compare --store`, `run
/// --store`, `prompts --platform`, `graph --platform`, `ask --platform`): what it registers
/// per platform, in order, so a platform registered there is named on the command line too,
/// and the command gets back what was registered for the name.
protocol PlatformList {
  /// What the list registers for each platform.
  associatedtype Kind: Sendable
  /// The list, in its order.
  static var kinds: [Kind] { get }
  /// The platform `kind` is registered for.
  static func platform(of kind: Kind) -> ScenarioPlatform
}

extension PlatformList {
  /// The list's first kind: the first store registered, its command's default.
  static var first: Kind {
    guard let first = kinds.first else { preconditionFailure("no store registers a \(Kind.self)") }
    return first
  }
}
