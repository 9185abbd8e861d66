import AgeScreen
import Testing

@Suite struct ScreenLayoutTests {
  @Test func wideTerminalShowsThreeColumnsAndTheTimelineBelow() {
    let layout = ScreenLayout(size: Size(width: 120, height: 40), focus: .child)
    #expect(layout.mode == .threeColumns)
    #expect(layout.header == Rect(x: 0, y: 0, width: 120, height: 1))
    #expect(layout.tabBar == nil)
    #expect(
      layout.panes == [
        .child: Rect(x: 0, y: 1, width: 40, height: 23),
        .parent: Rect(x: 40, y: 1, width: 40, height: 23),
        .settings: Rect(x: 80, y: 1, width: 40, height: 23),
        .timeline: Rect(x: 0, y: 24, width: 120, height: 14),
      ])
    #expect(layout.notice == Rect(x: 0, y: 38, width: 120, height: 1))
    #expect(layout.footer == Rect(x: 0, y: 39, width: 120, height: 1))
  }

  @Test func columnsShareTheRemainderFromTheLeft() {
    let layout = ScreenLayout(size: Size(width: 122, height: 30), focus: .child)
    #expect(layout.panes[.child]?.width == 41)
    #expect(layout.panes[.parent]?.width == 41)
    #expect(layout.panes[.settings] == Rect(x: 82, y: 1, width: 40, height: 17))
  }

  @Test func mediumTerminalShowsTwoRowsOfTwo() {
    let layout = ScreenLayout(size: Size(width: 80, height: 24), focus: .timeline)
    #expect(layout.mode == .twoColumns)
    #expect(
      layout.panes == [
        .child: Rect(x: 0, y: 1, width: 40, height: 11),
        .parent: Rect(x: 40, y: 1, width: 40, height: 11),
        .settings: Rect(x: 0, y: 12, width: 40, height: 10),
        .timeline: Rect(x: 40, y: 12, width: 40, height: 10),
      ])
  }

  @Test(arguments: [
    Size(width: 79, height: 24), Size(width: 119, height: 23), Size(width: 150, height: 12),
    Size(width: 40, height: 12),
  ])
  func belowEightyByTwentyFourShowsOnlyTheFocusedPaneUnderATabBar(_ size: Size) {
    let layout = ScreenLayout(size: size, focus: .settings)
    #expect(layout.mode == .tabs)
    #expect(layout.tabBar == Rect(x: 0, y: 1, width: size.width, height: 1))
    #expect(
      layout.panes == [.settings: Rect(x: 0, y: 2, width: size.width, height: size.height - 4)])
  }

  @Test(arguments: [
    Size(width: 39, height: 40), Size(width: 200, height: 11), Size(width: 0, height: 0),
  ])
  func belowFortyByTwelveIsTooSmall(_ size: Size) {
    let layout = ScreenLayout(size: size, focus: .child)
    #expect(layout.mode == .tooSmall)
    #expect(layout.panes.isEmpty)
  }

  @Test(arguments: [
    (Size(width: 120, height: 40), 3), (Size(width: 80, height: 24), 3),
    (Size(width: 80, height: 8 + 16), 3), (Size(width: 60, height: 20), 1),
    (Size(width: 40, height: 12), 1),
  ])
  func bannerTakesUpToThreeRowsButOneWhenOnlyOnePaneFits(_ size: Size, _ rows: Int) {
    let layout = ScreenLayout(size: size, focus: .child, bannerRows: 3)
    #expect(layout.banner == Rect(x: 0, y: 1, width: size.width, height: rows))
    #expect(layout.notice.maxY == size.height - 1)
  }

  @Test func contentIsInsideTheBorder() {
    let layout = ScreenLayout(size: Size(width: 80, height: 24), focus: .child)
    #expect(layout.content(of: .parent) == Rect(x: 41, y: 2, width: 38, height: 9))
  }
}
