import FlowEngine

/// A titled group of Settings rows.
public struct SettingsSection: Hashable, Sendable {
  /// The section title.
  public var title: String
  /// Its rows.
  public var rows: [SettingsRow]

  /// Creates a section.
  public init(title: String, rows: [SettingsRow]) {
    self.title = title
    self.rows = rows
  }
}
