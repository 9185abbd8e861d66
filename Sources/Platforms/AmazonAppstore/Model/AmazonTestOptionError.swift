/// A `testOption` Amazon's sample provider rejects: missing, not an integer, or outside 1–11
/// (amazon.md §4 [3P]).
public struct AmazonTestOptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was given; nil when nothing was.
  public var given: String?

  /// An error.
  public init(given: String?) {
    self.given = given
  }

  /// The sample's message, with what was given.
  public var description: String {
    let what = given.map { "got \"\($0)\"" } ?? "none given"
    return "\(AmazonTestOption.rangeMessage) (\(what))"
  }
}
