/// An open picker: what it picks, what has been typed to filter it, and its list of the
/// entries that match.
public struct OpenPicker: Hashable, Sendable {
  /// What a picker picks.
  public enum Kind: Hashable, Sendable {
    /// A built-in scenario (`s`).
    case scenarios
    /// A region (`l`).
    case regions
  }

  /// What it picks.
  public var kind: Kind
  /// What has been typed to filter it.
  public var query: String
  /// The matching entries' list position.
  public var list: ScrollList

  /// A picker of `kind` filtered by `query`.
  public init(kind: Kind, query: String = "", list: ScrollList) {
    self.kind = kind
    self.query = query
    self.list = list
  }
}
