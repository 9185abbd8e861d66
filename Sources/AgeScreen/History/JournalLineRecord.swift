/// A store's record written as a whole journal line: an enum whose cases are the lines' keys
/// (Apple's `{"perform":{"_0":…}}`), which says its own key so that a line is written without
/// being read back first.
public protocol JournalLineRecord: Codable, Sendable {
  /// The key the record's line is written under: its case's name, as its coding writes it.
  var journalKey: String { get }
}
