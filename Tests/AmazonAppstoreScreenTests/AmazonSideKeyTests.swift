import AgeScreen
import AmazonAppstore
import AmazonAppstoreScreen
import CustomDump
import FlowEngine
import Presentation
import Testing

/// Amazon's keys behave as Play's and Apple's do: the same letters for the same jobs, `u`
/// takes back one change, and a live key leaves the focus where the presenter put it.
@Suite struct AmazonSideKeyTests {
  let size = Size(width: 80, height: 24)

  /// `keys` pressed in order on `side`, each through the key table as the loop does.
  func press(_ keys: [Key], on side: inout AmazonSide) -> [[ProgramCommand<AmazonRecord>]] {
    keys.map { key in
      guard let action = side.action(for: key, size: size) else {
        Issue.record("no action for \(key)")
        return []
      }
      return side.update(action, size: size)
    }
  }

  @Test func walkNextPreviousUndoAndALiveKey() {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    _ = press([.character("n"), .character("n")], on: &side)
    expectNoDifference(side.walkthroughLabel, "script 2/9")
    expectNoDifference(side.world.flows[.childPhone]?.step, .notRunning)
    expectNoDifference(side.focus, .child)

    // A live key: the parent's pane, its first button. Amazon asks nothing now (consent is
    // given), so the parent's one button is Revoke; the focus stays on the parent's pane.
    _ = press([.character("2"), .enter], on: &side)
    expectNoDifference(side.focus, .parent)
    expectNoDifference(side.walkthroughLabel, "LIVE · left script 2/9")
    #expect(side.world.isRevoked)
    expectNoDifference(side.world.consent, .revoked)

    _ = press([.character("u")], on: &side)
    expectNoDifference(side.walkthroughLabel, "script 2/9")
    expectNoDifference(side.world.isRevoked, false)
    expectNoDifference(side.notice?.text, "Undid the parent's revocation. Now at script 2/9.")

    _ = press([.character("p")], on: &side)
    expectNoDifference(side.walkthroughLabel, "script 1/9")
    expectNoDifference(side.tablet.status, .running)
  }

  @Test func keysAmazonHasNoUseForAreNotBound() {
    let side = AmazonSide(story: AmazonStories.texasTeen)
    expectNoDifference(side.action(for: .character("m"), size: size), nil)
    expectNoDifference(side.action(for: .character("d"), size: size), nil)
    expectNoDifference(side.action(for: .character("g"), size: size), nil)
    expectNoDifference(side.action(for: .character("t"), size: size), .toggleTimeline)
    expectNoDifference(side.action(for: .character("o"), size: size), nil)
    expectNoDifference(
      AmazonSide(story: AmazonStories.texasTeen, otherStore: "Apple").action(
        for: .character("o"), size: size), .switchStore)
  }

  /// `o` names the next store by the short name the session hands the side (``StoreSides``
  /// gives each side the next one's `shortTitle`), and by its first word without one.
  @Test(arguments: [("Play", "o Play"), (nil, "o Google")] as [(String?, String)])
  func theSwitchKeyNamesTheNextStoreByItsShortName(shortTitle: String?, hint: String) {
    var side = AmazonSide(story: AmazonStories.texasTeen, otherStore: "Google Play")
    side.otherStoreShortTitle = shortTitle
    let switchKey = side.keyTable.bindings.first { $0.action == .switchStore }
    expectNoDifference(switchKey.flatMap { "o \($0.hint?.shortLabel ?? "")" }, hint)
  }

  /// The shared footer, by the shared priorities: the trainer's `c`, `s` and `l` stay at 80
  /// columns, as on the other stores.
  @Test func theFooterKeepsThePresentersKeysAt80Columns() {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    _ = press([.character("n")], on: &side)
    let footer = side.render(size: size).description.split(separator: "\n").last
    expectNoDifference(
      footer, "\" q quit ? help v read Enter ok n/p step r reset c comp s scenario l region      \""
    )
  }

  @Test func theRegionPickerSetsTheRegionAsALiveActionKeepingTheFocus() {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    _ = press(
      [.character("4"), .character("l"), .character("U"), .character("T"), .enter], on: &side)
    expectNoDifference(side.world.child.region, "US-UT")
    expectNoDifference(side.focus, .timeline)
    expectNoDifference(side.openPicker, nil)
    expectNoDifference(side.walkthroughLabel, "LIVE · left script 0/9")
  }

  @Test func wordingMarksHideAndShow() {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    _ = press(Array(repeating: .character("n"), count: 4) + [.character("2")], on: &side)
    #expect(side.render(size: size).description.contains("≈ Consent"))
    _ = press([.character("W")], on: &side)
    expectNoDifference(side.showsWordingMarks, false)
    #expect(side.render(size: size).description.contains("✓ Consent"))
    #expect(!side.render(size: size).description.contains("≈ Consent"))
  }
}

/// `agetui notes` follows Amazon's side in its own walkthrough's steps.
@Suite struct AmazonSideNotesTests {
  let size = Size(width: 80, height: 24)

  @Test func theNotesReadTheStepReachedAndTheNextCaption() {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    expectNoDifference(
      side.notesStep(summary: "The summary."),
      NotesStep(
        scenarioName: "amazon-texas-teen", scenarioTitle: "A Texas teen on a Fire tablet",
        position: .script(0), total: 9, narration: "The summary.",
        nextCaption: "She opens Landmarks", liveActions: 0, store: "Amazon Appstore"))
    for _ in 0..<3 { _ = side.update(.shell(.nextStep), size: size) }
    _ = side.update(.shell(.focus(.settings)), size: size)
    _ = side.update(.shell(.choose), size: size)
    expectNoDifference(
      side.notesStep(summary: "The summary."),
      NotesStep(
        scenarioName: "amazon-texas-teen", scenarioTitle: "A Texas teen on a Fire tablet",
        position: .live(leftAt: 3), total: 9,
        narration: "The developer reports a significant change in the Developer Console.",
        nextCaption: "Consent not granted", liveActions: 1, store: "Amazon Appstore"))
  }
}
