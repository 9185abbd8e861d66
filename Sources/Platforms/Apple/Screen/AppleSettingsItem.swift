import AgeScreen
import ApplePresentation
import FlowEngine
import Presentation

/// One selectable line of the Settings pane: a row, and one of its choices (if it has any).
public struct AppleSettingsItem: Hashable, Sendable {
  /// The section the row belongs to.
  public var section: String
  /// The row.
  public var row: AppleSettingsRow
  /// The choice this line performs, or nil for a row that only shows a value.
  public var choice: AppleActionChoice?
  /// Whether this is the row's first line (later lines show only the choice).
  public var isFirstOfRow: Bool

  /// Flattens Settings into lines: one per choice, or one for a row without choices.
  public static func items(of settings: AppleSettingsPresentation) -> [AppleSettingsItem] {
    settings.sections.flatMap { section in
      section.rows.flatMap { row in
        guard !row.choices.isEmpty else {
          return [
            AppleSettingsItem(section: section.title, row: row, choice: nil, isFirstOfRow: true)
          ]
        }
        return row.choices.enumerated().map { index, choice in
          AppleSettingsItem(
            section: section.title, row: row, choice: choice, isFirstOfRow: index == 0)
        }
      }
    }
  }
}
