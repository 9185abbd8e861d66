/// One of Amazon's Settings rows: what it is, its value now, and the button that changes it
/// (nil for a row that only shows a value).
public struct AmazonSettingsRow: Hashable, Sendable {
  /// What the row is about.
  public var label: String
  /// The value now.
  public var value: String
  /// The next value's button.
  public var choice: AmazonChoice?

  /// A row.
  public init(_ label: String, _ value: String, choice: AmazonChoice? = nil) {
    self.label = label
    self.value = value
    self.choice = choice
  }

  /// `Region: US-TX › US-UT`.
  public var line: String {
    "\(label): \(value)" + (choice.map { " › \($0.label)" } ?? "")
  }
}
