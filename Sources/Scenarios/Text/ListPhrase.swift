/// A list in an English sentence, as every message and title that names several stores,
/// settings or values writes it: `Apple`, `Apple and Google Play`, `Apple, Google Play and
/// Amazon Appstore` (no serial comma, as the rest of AgeTUI's prose).
public enum ListPhrase {
  /// `items` joined by commas and a final `conjunction`; empty for none.
  public static func joined(_ items: [String], conjunction: String = "and") -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
