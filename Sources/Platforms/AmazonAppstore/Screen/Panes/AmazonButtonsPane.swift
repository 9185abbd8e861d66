import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation

/// An Amazon pane whose list is a column of buttons (a nil row only shows something): its
/// length and what choosing a row does follow from ``choices(in:)``, and its buttons start
/// again at the first when the story moves on.
public protocol AmazonButtonsPane: ShellPane where Shell == AmazonSide {
  /// The pane's rows' buttons, in order.
  func choices(in side: AmazonSide) -> [AmazonChoice?]
}

extension AmazonButtonsPane {
  /// One item per row.
  public func itemCount(in shell: AmazonSide) -> Int {
    choices(in: shell).count
  }

  /// Presses the row's button; a row without one says there is nothing to choose.
  public func choose(_ index: Int, in shell: AmazonSide) -> PaneChoice<AmazonAction> {
    let choices = choices(in: shell)
    guard choices.indices.contains(index), let choice = choices[index] else {
      return .explain("Nothing to choose here.")
    }
    return .perform(choice.action, keepsSelection: false)
  }

  /// The buttons start again at the first when the story moves on.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: AmazonSide
  ) -> ScrollList {
    guard !following else { return ScrollList(count: count) }
    var resized = list
    resized.resize(count: count)
    return resized
  }
}
