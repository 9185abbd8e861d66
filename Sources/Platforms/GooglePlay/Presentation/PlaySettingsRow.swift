/// One row of Play's Settings: what it is, its value now, and the button that changes it
/// (nil for a row that only shows a value).
public struct PlaySettingsRow: Hashable, Sendable {
  /// What the row is about.
  public var label: String
  /// The value now.
  public var value: String
  /// The next value's button.
  public var choice: PlayChoice?

  /// Creates a row.
  public init(_ label: String, _ value: String, choice: PlayChoice? = nil) {
    self.label = label
    self.value = value
    self.choice = choice
  }

  /// `Verification tier: none › tier-c`.
  public var line: String {
    "\(label): \(value)" + (choice.map { " › \($0.label)" } ?? "")
  }
}
