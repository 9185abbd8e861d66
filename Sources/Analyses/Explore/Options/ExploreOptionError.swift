/// A value `explore` cannot sweep: an option's word that is not one of its values, an empty
/// list item, an axis of a platform not swept, a space with no worlds. The command prints
/// ``message`` and exits 64, as for any usage error.
public struct ExploreOptionError: Error, Equatable, Sendable {
  /// What is wrong, naming the option: `--os: “99” is not one of 26.0, …`.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }
}
