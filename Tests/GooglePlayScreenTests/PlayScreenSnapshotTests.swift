import AgeScreen
import GooglePlayScreen
import ScreenTestSupport
import Testing

/// Each of Play's panes focused at 80×24, at the Texas teen's steps where it has most to show,
/// and Play's sharing prompt; files in `__Snapshots__/PlayScreenSnapshotTests`.
@Suite struct PlayScreenSnapshotTests {
  let size = Size(width: 80, height: 24)

  func screen(_ story: PlayStory, steps: Int, focus: Pane, timeline: Bool = false) -> Canvas {
    var shell = PlayShell(story: story)
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    if timeline { _ = shell.update(.toggleTimeline, size: size) }
    _ = shell.update(.shell(.focus(focus)), size: size)
    return shell.render(size: size)
  }

  @Test func androidPhoneWaitingAt80x24() {
    expectScreen(screen(PlayStories.texasTeen, steps: 3, focus: .child), snapshot: "phone")
  }

  @Test func sharingPromptAt80x24() {
    expectScreen(screen(PlayStories.prompt, steps: 1, focus: .child), snapshot: "prompt")
  }

  @Test func familyLinkRequestAt80x24() {
    expectScreen(screen(PlayStories.texasTeen, steps: 2, focus: .parent), snapshot: "familyLink")
  }

  @Test func settingsAt80x24() {
    expectScreen(screen(PlayStories.texasTeen, steps: 2, focus: .settings), snapshot: "settings")
  }

  @Test func playConsoleAt80x24() {
    expectScreen(screen(PlayStories.texasTeen, steps: 5, focus: .timeline), snapshot: "console")
  }

  @Test func timelineAt80x24() {
    expectScreen(
      screen(PlayStories.texasTeen, steps: 5, focus: .timeline, timeline: true),
      snapshot: "timeline")
  }

  @Test func tabsNamePlaysPanesAt60x20() {
    var shell = PlayShell(story: PlayStories.texasTeen)
    let small = Size(width: 60, height: 20)
    for _ in 0..<3 { _ = shell.update(.shell(.nextStep), size: small) }
    _ = shell.update(.shell(.focus(.timeline)), size: small)
    expectScreen(shell.render(size: small), snapshot: "tabs")
  }

  /// `keys` pressed on `story` after `steps` script steps, at 80×24.
  func screen(_ story: PlayStory, steps: Int, pressing keys: [Key]) -> Canvas {
    var shell = PlayShell(story: story)
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    for key in keys {
      if let action = shell.action(for: key, size: size) { _ = shell.update(action, size: size) }
    }
    return shell.render(size: size)
  }

  @Test func regionPickerAt80x24() {
    expectScreen(
      screen(PlayStories.texasTeen, steps: 2, pressing: [.character("l")]), snapshot: "regions")
  }

  @Test func promptWithoutWordingMarksAt80x24() {
    expectScreen(
      screen(PlayStories.prompt, steps: 1, pressing: [.character("W")]), snapshot: "unmarked")
  }

  @Test func tabletWithAutoPlayAt80x24() {
    expectScreen(
      screen(PlayStories.tablet, steps: 1, pressing: [.character("d"), .character("a")]),
      snapshot: "tablet")
  }
}
