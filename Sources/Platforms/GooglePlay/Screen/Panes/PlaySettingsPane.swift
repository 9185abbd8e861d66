import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

/// Google Play's Settings slot: Play's rows, each with the value its button moves to
/// (`PlaySettingsPresentation`); the cursor stays on the row changed.
public struct PlaySettingsPane: ShellPane {
  /// One item per row.
  public func itemCount(in shell: PlayShell) -> Int {
    shell.settings.rows.count
  }

  /// Moves the row's setting to its next value; a row without a button says so.
  public func choose(_ index: Int, in shell: PlayShell) -> PaneChoice<PlayAction> {
    PlayShell.choice(at: index, of: shell.settings.rows.map(\.choice))
  }

  /// Every row as `label: value › next`.
  public func body(of shell: PlayShell, width: Int) -> PaneBody {
    PaneBody(
      items: shell.settings.rows.map { Line($0.line) }, list: shell.lists.settings,
      title: "Settings · Play")
  }
}
