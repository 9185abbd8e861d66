/// One line of the help overlay: keys, what they do, and where.
public struct HelpRow: Hashable, Sendable {
  /// The keys, e.g. "↑ / k".
  public var keys: String
  /// What they do.
  public var description: String
  /// Where they work, e.g. "all panes" or "Child, Parent".
  public var scope: String
}
