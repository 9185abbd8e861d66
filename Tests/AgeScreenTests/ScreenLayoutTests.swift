import AgeScreen
import CustomDump
import Testing

@Suite struct ScreenLayoutTests {
  @Test func veryWideTerminalShowsThreeColumnsAndTheTimelineBelow() {
    let layout = ScreenLayout(size: Size(width: 200, height: 50), focus: .child)
    expectNoDifference(layout.mode, .threeColumns)
    expectNoDifference(layout.header, Rect(x: 0, y: 0, width: 200, height: 1))
    expectNoDifference(layout.tabBar, nil)
    expectNoDifference(layout.folded, nil)
    expectNoDifference(
      layout.panes,
      [
        .child: Rect(x: 0, y: 1, width: 67, height: 29),
        .parent: Rect(x: 67, y: 1, width: 67, height: 29),
        .settings: Rect(x: 134, y: 1, width: 66, height: 29),
        .timeline: Rect(x: 0, y: 30, width: 200, height: 18),
      ])
    expectNoDifference(layout.notice, Rect(x: 0, y: 48, width: 200, height: 1))
    expectNoDifference(layout.footer, Rect(x: 0, y: 49, width: 200, height: 1))
  }

  @Test func wideTerminalShowsTheDevicesAboveSettingsAndTheTimeline() {
    let layout = ScreenLayout(size: Size(width: 120, height: 40), focus: .child)
    expectNoDifference(layout.mode, .twoColumns)
    expectNoDifference(
      layout.panes,
      [
        .child: Rect(x: 0, y: 1, width: 60, height: 23),
        .parent: Rect(x: 60, y: 1, width: 60, height: 23),
        .settings: Rect(x: 0, y: 24, width: 60, height: 14),
        .timeline: Rect(x: 60, y: 24, width: 60, height: 14),
      ])
  }

  @Test(arguments: [
    (Pane.child, Size(width: 80, height: 24), 16, Pane.timeline),
    (Pane.parent, Size(width: 100, height: 30), 21, Pane.timeline),
    (Pane.settings, Size(width: 80, height: 24), 11, Pane.settings),
    (Pane.timeline, Size(width: 100, height: 30), 14, Pane.timeline),
    (Pane.child, Size(width: 150, height: 29), 20, Pane.timeline),
  ])
  func mediumTerminalGivesTheDevicesTheRoomAndADrawer(
    _ focus: Pane, _ size: Size, _ deviceRows: Int, _ drawer: Pane
  ) {
    let layout = ScreenLayout(size: size, focus: focus)
    let half = size.width / 2
    let body = size.height - 3
    expectNoDifference(layout.mode, .devices)
    expectNoDifference(
      layout.panes,
      [
        .child: Rect(x: 0, y: 1, width: half, height: deviceRows),
        .parent: Rect(x: half, y: 1, width: size.width - half, height: deviceRows),
        drawer: Rect(x: 0, y: 1 + deviceRows, width: size.width, height: body - deviceRows),
      ])
    expectNoDifference(layout.folded, (drawer == .settings ? .timeline : .settings))
  }

  @Test(arguments: [
    Size(width: 79, height: 24), Size(width: 119, height: 23), Size(width: 150, height: 12),
    Size(width: 40, height: 12),
  ])
  func belowEightyByTwentyFourShowsOnlyTheFocusedPaneUnderATabBar(_ size: Size) {
    let layout = ScreenLayout(size: size, focus: .settings)
    expectNoDifference(layout.mode, .tabs)
    expectNoDifference(layout.tabBar, Rect(x: 0, y: 1, width: size.width, height: 1))
    expectNoDifference(
      layout.panes, [.settings: Rect(x: 0, y: 2, width: size.width, height: size.height - 4)])
  }

  @Test(arguments: [
    Size(width: 39, height: 40), Size(width: 200, height: 11), Size(width: 0, height: 0),
  ])
  func belowFortyByTwelveIsTooSmall(_ size: Size) {
    let layout = ScreenLayout(size: size, focus: .child)
    expectNoDifference(layout.mode, .tooSmall)
    #expect(layout.panes.isEmpty)
  }

  @Test(arguments: [
    (Size(width: 120, height: 40), 13), (Size(width: 80, height: 24), 8),
    (Size(width: 100, height: 30), 10), (Size(width: 60, height: 20), 6),
    (Size(width: 60, height: 19), 3), (Size(width: 40, height: 12), 2),
  ])
  func bannerTakesUpToAThirdOfTheScreenAndASixthWhenShort(_ size: Size, _ rows: Int) {
    let layout = ScreenLayout(size: size, focus: .child, bannerRows: 20)
    expectNoDifference(layout.banner, Rect(x: 0, y: 1, width: size.width, height: rows))
    expectNoDifference(layout.notice.maxY, size.height - 1)
    expectNoDifference(ScreenLayout(size: size, focus: .child, bannerRows: 2).banner.height, 2)
  }

  @Test func contentIsInsideTheBorder() {
    let layout = ScreenLayout(size: Size(width: 80, height: 24), focus: .child)
    expectNoDifference(layout.content(of: .parent), Rect(x: 41, y: 2, width: 38, height: 14))
  }
}
