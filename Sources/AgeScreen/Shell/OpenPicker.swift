/// An open picker: what has been typed to filter it, and its list of the entries that match.
/// Its host knows what it picks: the session's picks scenarios (`s`), a side's regions (`l`).
public struct OpenPicker: Hashable, Sendable {
  /// What has been typed to filter it.
  public var query: String
  /// The matching entries' list position.
  public var list: ScrollList

  /// A picker filtered by `query`.
  public init(query: String = "", list: ScrollList) {
    self.query = query
    self.list = list
  }
}
