import AgeScreen
import Apple
import ApplePresentation
import FlowEngine
import Presentation

/// The Settings pane: the world's settings and AgeTUI's assumptions, one row per choice
/// (``AppleShell/settingsItems``).
public struct AppleSettingsPane: ShellPane {
  /// One item per choice of each row (a row's first item shows its value).
  public func itemCount(in shell: AppleShell) -> Int {
    shell.settingsItems.count
  }

  /// Changes the setting, keeping the cursor on its row; a row without a choice says so.
  public func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<AppleAction> {
    let items = shell.settingsItems
    guard items.indices.contains(index) else { return .nothing }
    guard let choice = items[index].choice else {
      return .explain("\(items[index].row.label) only shows a value.")
    }
    return .perform(choice.action, keepsSelection: true)
  }

  /// The columns a Settings row's text gets at `size`: the pane's content less its margins,
  /// the selection marker and the scroll column (unbounded while Settings is not shown).
  public func textWidth(in shell: AppleShell, size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: shell.focus).content(of: .settings)
    return content.map { $0.width - 5 } ?? Int.max
  }

  /// The selected row spelt out, then every row with its action where it fits.
  public func body(of shell: AppleShell, width: Int) -> PaneBody {
    let items = shell.settingsItems
    var text: [Line] = []
    if items.indices.contains(shell.lists.settings.selection) {
      let item = items[shell.lists.settings.selection]
      // The list cuts long rows, so the selected one is spelt out here: its value, what Enter
      // does, then its section and why it matters.
      text.append(Line("\(item.row.label): \(item.row.value)", style: .title))
      if let choice = item.choice {
        text.append(Line([Span("Enter › ", style: .key), Span(choice.label, style: .accent)]))
      }
      let about = [item.row.isAssumption ? "[assumption]" : nil, item.section, item.row.detail]
        .compactMap { $0 }.joined(separator: " · ")
      text.append(Line(about, style: item.row.isAssumption ? .assumption : .muted))
    }
    // A row reads at a glance: its value is never cut for its action, which is named where it
    // fits whole, on the selected row, and on a row's further choices ("⋮").
    let lines = items.enumerated().map { index, item -> Line in
      let value = item.isFirstOfRow ? "\(item.row.label): \(item.row.value)" : "  ⋮"
      let style: CellStyle = item.row.isAssumption ? .assumption : .plain
      guard let choice = item.choice else { return Line(value, style: style) }
      let action = " › \(choice.label)"
      let fits = DisplayWidth.of(value) + DisplayWidth.of(action) <= width
      guard fits || index == shell.lists.settings.selection || !item.isFirstOfRow else {
        return Line(value, style: style)
      }
      return Line([Span(value, style: style), Span(action, style: .accent)])
    }
    return PaneBody(text: text, items: lines, list: shell.lists.settings)
  }
}
