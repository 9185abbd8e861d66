import FlowEngine
import Presentation

/// A titled group of Settings rows.
public struct AppleSettingsSection: Hashable, Sendable {
  /// The section title.
  public var title: String
  /// Its rows.
  public var rows: [AppleSettingsRow]
  /// Where the title's words come from, when it is the system's.
  public var titleSource: WordingSource?

  /// Creates a section.
  public init(title: String, rows: [AppleSettingsRow], titleSource: WordingSource? = nil) {
    self.title = title
    self.rows = rows
    self.titleSource = titleSource
  }
}
