/// Any key of a journal line's JSON: a line's one key, an object's member, `_0`.
struct JournalKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }

  /// The key of a record written as the object's `_0` under its store's key.
  static let value = JournalKey(stringValue: "_0")
}
