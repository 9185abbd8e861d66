import AgeScreen
import CustomDump
import Testing

@Suite struct ScrollListTests {
  @Test func movingDownScrollsOnlyWhenTheSelectionLeavesTheView() {
    var list = ScrollList(count: 10)
    list.move(by: 3, rows: 4)
    expectNoDifference(list.selection, 3)
    expectNoDifference(list.offset, 0)
    list.move(by: 1, rows: 4)
    expectNoDifference(list.selection, 4)
    expectNoDifference(list.offset, 1)
    expectNoDifference(list.visibleRange(rows: 4), 1..<5)
  }

  @Test func movingUpKeepsTheViewUntilTheTopIsReached() {
    var list = ScrollList(count: 10)
    list.select(9, rows: 4)
    expectNoDifference(list.offset, 6)
    list.move(by: -2, rows: 4)
    expectNoDifference(list.selection, 7)
    expectNoDifference(list.offset, 6)
    list.move(by: -2, rows: 4)
    expectNoDifference(list.selection, 5)
    expectNoDifference(list.offset, 5)
  }

  @Test func selectionIsClampedToTheList() {
    var list = ScrollList(count: 3)
    list.move(by: -5, rows: 2)
    expectNoDifference(list.selection, 0)
    list.move(by: 50, rows: 2)
    expectNoDifference(list.selection, 2)
    expectNoDifference(list.visibleRange(rows: 2), 1..<3)
  }

  @Test func visibleRangeFollowsAResize() {
    var list = ScrollList(count: 20)
    list.select(15, rows: 10)
    expectNoDifference(list.visibleRange(rows: 10), 6..<16)
    expectNoDifference(list.visibleRange(rows: 3), 13..<16)
    expectNoDifference(list.visibleRange(rows: 30), 0..<20)
  }

  @Test func emptyList() {
    var list = ScrollList(count: 0)
    list.move(by: 1, rows: 5)
    expectNoDifference(list.selection, 0)
    expectNoDifference(list.visibleRange(rows: 5), 0..<0)
  }

  @Test func resizeClampsARestoredList() {
    var list = ScrollList(count: 30, selection: 25, offset: 20)
    list.resize(count: 5)
    expectNoDifference(list, ScrollList(count: 5, selection: 4, offset: 4))
    expectNoDifference(list.visibleRange(rows: 3), 2..<5)
  }
}
