import AgeScreen
import AmazonAppstoreScreen
import Testing

/// Amazon's side at the three sizes a presenter uses, at the Texas teen's steps where each
/// pane has most to show; files in `__Snapshots__/AmazonSideSnapshotTests`.
@Suite struct AmazonSideSnapshotTests {
  static let sizes = [
    Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40),
  ]

  /// The side after `steps` walkthrough steps, `focus` focused, at `size`.
  func screen(steps: Int, focus: Pane, size: Size, timeline: Bool = false) -> Canvas {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    for _ in 0..<steps { _ = side.update(.shell(.nextStep), size: size) }
    if timeline { _ = side.update(.toggleTimeline, size: size) }
    _ = side.update(.shell(.focus(focus)), size: size)
    return side.render(size: size)
  }

  func name(_ pane: String, _ size: Size) -> String { "\(pane)-\(size.width)x\(size.height)" }

  @Test(arguments: sizes) func fireTabletReceivedSupervised(size: Size) {
    expectAmazonScreen(screen(steps: 1, focus: .child, size: size), snapshot: name("tablet", size))
  }

  @Test(arguments: sizes) func fireTabletWaitingForConsent(size: Size) {
    expectAmazonScreen(
      screen(steps: 4, focus: .child, size: size), snapshot: name("waiting", size))
  }

  @Test(arguments: sizes) func parentConsentRequest(size: Size) {
    expectAmazonScreen(screen(steps: 4, focus: .parent, size: size), snapshot: name("parent", size))
  }

  @Test(arguments: sizes) func settingsRows(size: Size) {
    expectAmazonScreen(
      screen(steps: 2, focus: .settings, size: size), snapshot: name("settings", size))
  }

  @Test(arguments: sizes) func developerConsoleWithReportRow(size: Size) {
    expectAmazonScreen(
      screen(steps: 9, focus: .timeline, size: size), snapshot: name("console", size))
  }

  @Test(arguments: sizes) func timeline(size: Size) {
    expectAmazonScreen(
      screen(steps: 9, focus: .timeline, size: size, timeline: true),
      snapshot: name("timeline", size))
  }

  /// The simulated date stays in the header at 80 columns, on every step.
  @Test func dateInTheHeaderAt80ColumnsOnEveryStep() {
    let size = Size(width: 80, height: 24)
    var side = AmazonSide(story: AmazonStories.texasTeen)
    for step in 0...AmazonStories.texasTeen.steps.count {
      let header = side.render(size: size).description.split(separator: "\n").first ?? ""
      #expect(header.contains(side.world.today.description), "step \(step): \(header)")
      _ = side.update(.shell(.nextStep), size: size)
    }
  }
}

/// The one wording rule on Amazon's screen: each of the parent's invented strings is shown
/// after `≈ `, and the developer's change description is not marked.
@Suite struct AmazonWordingMarkTests {
  @Test func theParentsInventedWordsCarryTheMark() {
    let size = Size(width: 120, height: 40)
    var side = AmazonSide(story: AmazonStories.texasTeen)
    for _ in 0..<4 { _ = side.update(.shell(.nextStep), size: size) }
    let screen = side.render(size: size).description
    let parent = side.parent
    for wording in [parent.title] + (parent.requestHeading.map { [$0] } ?? [])
      + parent.choices.map(\.wording)
    {
      #expect(wording.isAssumed)
      #expect(screen.contains("≈ \(wording.text)"), "\(wording.text)")
    }
    #expect(screen.contains("│ photo-sharing: Photo sharing with friends."))
  }
}
