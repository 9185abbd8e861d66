import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation

/// A Google Play pane whose list is a column of Play's buttons (a nil row only shows
/// something): its length and what choosing a row does follow from ``choices(in:)``, and its
/// buttons start again at the first when the story moves on.
public protocol PlayButtonsPane: ShellPane where Shell == PlayShell {
  /// The pane's rows' buttons, in order.
  func choices(in shell: PlayShell) -> [PlayChoice?]
}

extension PlayButtonsPane {
  /// One item per row.
  public func itemCount(in shell: PlayShell) -> Int {
    choices(in: shell).count
  }

  /// Presses the row's button; a row without one says there is nothing to choose.
  public func choose(_ index: Int, in shell: PlayShell) -> PaneChoice<PlayAction> {
    PlayShell.choice(at: index, of: choices(in: shell))
  }

  /// The buttons start again at the first when the story moves on.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: PlayShell
  ) -> ScrollList {
    PlayShell.startingOver(list, count: count, following: following)
  }
}
