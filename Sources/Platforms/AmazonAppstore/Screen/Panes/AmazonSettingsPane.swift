import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation

/// Amazon's Settings slot: Amazon's rows, each with the value its button moves to; the cursor
/// stays on the row changed.
public struct AmazonSettingsPane: ShellPane {
  /// One item per row.
  public func itemCount(in shell: AmazonSide) -> Int {
    shell.settings.rows.count
  }

  /// Moves the row's setting to its next value, keeping the cursor on the row; a row without a
  /// button says so.
  public func choose(_ index: Int, in shell: AmazonSide) -> PaneChoice<AmazonAction> {
    let rows = shell.settings.rows
    guard rows.indices.contains(index), let choice = rows[index].choice else {
      return .explain("Nothing to choose here.")
    }
    return .perform(choice.action, keepsSelection: true)
  }

  /// Every row as `label: value › next`.
  public func body(of shell: AmazonSide, width: Int) -> PaneBody {
    PaneBody(
      items: shell.settings.rows.map { Line($0.line) }, list: shell.lists.settings,
      title: "Settings · Amazon")
  }
}
