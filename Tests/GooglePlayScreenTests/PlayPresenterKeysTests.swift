import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen
@testable import GooglePlayScreen

/// The presenter's keys on Google Play's side, as on Apple's: auto-play (`a`, `+`, `-`), the
/// sharing mode (`m`), the region picker (`l`), the other device (`d`) and the wording marks
/// (`W`); `g` stays Apple's.
@Suite struct PlayPresenterKeysTests {
  let size = Size(width: 80, height: 24)

  func shell(_ story: PlayStory = PlayStories.texasTeen, steps: Int = 0) -> PlayShell {
    var shell = PlayShell(story: story)
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    return shell
  }

  /// `key` as the shell's table reads it, applied.
  func press(_ key: Key, on shell: inout PlayShell) throws {
    let action = try #require(shell.action(for: key, size: size))
    _ = shell.update(action, size: size)
  }

  /// The world after `actions`, applied to the Texas teen's start by the platform itself.
  func world(after actions: [PlayAction]) -> PlayWorld {
    var world = PlayStories.texasTeen.world
    for action in actions { GooglePlayPlatform.apply(action, in: &world) }
    return world
  }

  // MARK: - Auto-play

  @Test func aStartsAutoPlayPacedByTheNarrationAndTheBannerSaysSo() throws {
    var shell = shell(steps: 1)
    try press(.character("a"), on: &shell)
    expectNoDifference(shell.autoplay, Autoplay())
    expectNoDifference(
      shell.notice,
      Notice(.info, "Auto-play on, reading pace, ≥3.0 s a step; a stops, +/- change speed."))
    // "In Play Console the developer declares a significant change." is 9 words: 3 s at 180 a
    // minute, so the 3 s floor holds.
    expectNoDifference(shell.autoAdvanceMilliseconds, 3000)
    expectNoDifference(shell.autoAdvanceAction, .shell(.autoAdvance))
    expectNoDifference(
      shell.render(size: size).lines[1],
      " ▶ auto reading pace, ≥3.0 s a step · The developer declares video calling in   ")
  }

  @Test func autoPlayWalksToTheEndAndStopsWithApplesNotice() throws {
    var shell = shell()
    try press(.character("a"), on: &shell)
    for step in 1...4 {
      _ = shell.update(.shell(.autoAdvance), size: size)
      expectNoDifference(shell.walkthroughLabel, "script \(step)/5")
      expectNoDifference(shell.world, shell.stepWorlds[step])
      expectNoDifference(shell.autoplay, Autoplay())
    }
    _ = shell.update(.shell(.autoAdvance), size: size)
    expectNoDifference(shell.walkthroughLabel, "script 5/5")
    expectNoDifference(shell.autoplay, nil)
    expectNoDifference(shell.autoAdvanceMilliseconds, nil)
    expectNoDifference(shell.notice, Notice(.info, "Script step 5/5. End of the script."))
    try press(.character("a"), on: &shell)
    expectNoDifference(shell.autoplay, nil)
    expectNoDifference(
      shell.notice, Notice(.info, "Nothing left to auto-play; r resets the scenario."))
  }

  @Test(arguments: [
    ("+", 2000, "Auto-play reading pace, ≥2.0 s a step."),
    ("-", 5000, "Auto-play reading pace, ≥5.0 s a step."),
  ])
  func plusAndMinusChangeThePace(key: Character, floor: Int, notice: String) throws {
    var shell = shell()
    try press(.character(key), on: &shell)
    expectNoDifference(shell.notice, Notice(.info, "Auto-play is off; a starts it."))
    try press(.character("a"), on: &shell)
    try press(.character(key), on: &shell)
    expectNoDifference(shell.autoplay, Autoplay(floorMilliseconds: floor))
    expectNoDifference(shell.notice, Notice(.info, notice))
    try press(.character("a"), on: &shell)
    expectNoDifference(shell.autoplay, nil)
    expectNoDifference(shell.notice, Notice(.info, "Auto-play off."))
  }

  @Test func rStopsAutoPlay() throws {
    var shell = shell(steps: 2)
    try press(.character("a"), on: &shell)
    try press(.character("r"), on: &shell)
    expectNoDifference(shell.autoplay, nil)
    expectNoDifference(shell.walkthroughLabel, "script 0/5")
  }

  // MARK: - m

  /// In Apple's order (always, ask, never), from Ask before sharing.
  @Test func mStepsThroughPlaysSharingModesAsLiveActions() throws {
    var shell = shell()
    var actions: [PlayAction] = []
    for mode in [PlayAccount.SharingMode.neverShare, .alwaysShare, .askBeforeSharing] {
      try press(.character("m"), on: &shell)
      actions.append(.set(.sharingMode(mode)))
      expectNoDifference(shell.world, world(after: actions))
      expectNoDifference(shell.walkthroughLabel, "LIVE · left script 0/5")
    }
    #expect(
      shell.render(size: Size(width: 120, height: 40)).lines[0].contains("Ask before sharing"))
    try press(.character("u"), on: &shell)
    expectNoDifference(shell.world.child.sharingMode, .alwaysShare)
  }

  // MARK: - l

  @Test func lListsPlaysRegionsWithTheirEffectAndEnterSetsOne() throws {
    var shell = shell()
    try press(.character("l"), on: &shell)
    expectNoDifference(shell.keyContext(size: size).mode, .picker)
    let picker = try #require(shell.pickerOverlay)
    expectNoDifference(picker.title, "Region on Google Play")
    expectNoDifference(picker.list.selection, 0)
    expectNoDifference(
      picker.entries.map(\.label.text),
      [
        "US-TX  Texas  (now)", "US-UT  Utah", "US-LA  Louisiana", "US-AL  Alabama",
        "US-CA  California", "BR     Brazil", "CA     Canada",
        "US     United States (no app-store law)",
      ])
    expectNoDifference(
      picker.entries.map(\.detail),
      [
        "no sharing prompt (app-store law, Texas): SHARED or VERIFICATION_REQUIRED",
        "the sharing mode decides; Ask before sharing shows Play's prompt (Utah's app-store law"
          + " is not yet in force)",
        "the sharing mode decides; Ask before sharing shows Play's prompt (Louisiana's app-store"
          + " law is not yet in force)",
        "the sharing mode decides; Ask before sharing shows Play's prompt (Alabama's app-store"
          + " law is not yet in force)",
        "the sharing mode decides; Ask before sharing shows Play's prompt (California's"
          + " age-bracket law is not yet in force)",
        "declared or unknown ages only (Brazil's law)",
        "the sharing mode decides; Ask before sharing shows Play's prompt",
        "the sharing mode decides; Ask before sharing shows Play's prompt",
      ])
    // Letters filter the picker rather than acting as keys.
    for key in "cal" { try press(.character(key), on: &shell) }
    expectNoDifference(shell.pickerOverlay?.entries.map(\.label.text), ["US-CA  California"])
    try press(.enter, on: &shell)
    expectNoDifference(shell.openPicker, nil)
    expectNoDifference(shell.world, world(after: [.set(.region("US-CA"))]))
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 0/5")
  }

  @Test func escClosesTheRegionPickerAndANonMatchSaysSo() throws {
    var shell = shell()
    try press(.character("l"), on: &shell)
    for key in "zz" { try press(.character(key), on: &shell) }
    try press(.enter, on: &shell)
    expectNoDifference(
      shell.notice, Notice(.info, "Nothing matches “zz”; Backspace erases a letter."))
    try press(.backspace, on: &shell)
    try press(.backspace, on: &shell)
    expectNoDifference(shell.pickerOverlay?.entries.count, shell.world.regionChoices.count)
    try press(.escape, on: &shell)
    expectNoDifference(shell.openPicker, nil)
    expectNoDifference(shell.world, PlayStories.texasTeen.world)
    expectNoDifference(shell.walkthroughLabel, "script 0/5")
  }

  @Test func theRegionPickerListsARegionPlaysTableDoesNotName() throws {
    var shell = PlayShell(
      story: PlayStory(
        name: "gb", title: "Elsewhere", world: PlayStories.world(region: "GB"), steps: []))
    try press(.character("l"), on: &shell)
    expectNoDifference(
      shell.pickerOverlay?.entries.first?.label.text, "GB     United Kingdom  (now)")
    expectNoDifference(shell.pickerOverlay?.entries.count, shell.world.regionChoices.count + 1)
  }

  // MARK: - d

  @Test func dShowsTheOtherDeviceAndBack() throws {
    var shell = shell(PlayStories.tablet)
    try press(.character("d"), on: &shell)
    expectNoDifference(shell.shownDevice, .secondDevice)
    expectNoDifference(shell.focus, .child)
    expectNoDifference(shell.phone.title, "Tablet · Landmarks 2.0")
    expectNoDifference(shell.notice, Notice(.info, "Pane 1 shows Tablet · Landmarks 2.0."))
    try press(.character("d"), on: &shell)
    expectNoDifference(shell.shownDevice, .childPhone)
    expectNoDifference(shell.notice, Notice(.info, "Pane 1 shows Android · Landmarks 2.0."))
  }

  @Test func aStepOnTheOtherDeviceShowsIt() {
    let shell = shell(PlayStories.tablet, steps: 2)
    expectNoDifference(shell.shownDevice, .secondDevice)
    expectNoDifference(shell.phone.status, .running)
  }

  @Test func dWithoutASecondDeviceSaysSo() throws {
    var shell = shell()
    try press(.character("d"), on: &shell)
    expectNoDifference(shell.shownDevice, .childPhone)
    expectNoDifference(shell.notice, Notice(.info, "This scenario has no second device."))
  }

  // MARK: - W

  @Test func wHidesAndShowsTheMarksOnPlaysAssumedWording() throws {
    var shell = shell(PlayStories.prompt, steps: 1)
    #expect(shell.render(size: size).lines.joined().contains("≈"))
    try press(.character("W"), on: &shell)
    #expect(!shell.showsWordingMarks)
    expectNoDifference(
      shell.notice, Notice(.info, "Wording marks hidden; W shows the ≈ on assumed wording."))
    let hidden = shell.render(size: size)
    #expect(hidden.lines[23].hasPrefix(" q quit ? help W ≈ off "))
    #expect(!hidden.lines[0..<22].joined().contains("≈"))
    try press(.character("W"), on: &shell)
    expectNoDifference(
      shell.notice,
      Notice(.info, "≈ marks AgeTUI's assumed wording, not Google's; W hides the marks."))
    // Everything but the notice line is the screen before W.
    let shown = shell.render(size: size).lines
    let before = PlayShell(story: PlayStories.prompt).walked(1, size).lines
    #expect(shown[0..<22] == before[0..<22] && shown[23] == before[23])
  }

  /// `b` cycles the banner and says which it chose, as on Apple's side (it used to change it
  /// without a word on Play's).
  @Test func bCyclesTheBannerAndSaysWhich() throws {
    var shell = shell(steps: 1)
    var notices: [Notice?] = []
    var choices: [BannerMode?] = []
    for _ in 0..<3 {
      try press(.character("b"), on: &shell)
      notices.append(shell.notice)
      choices.append(shell.bannerChoice)
    }
    expectNoDifference(choices, [.off, .full, .caption])
    expectNoDifference(
      notices,
      [
        Notice(.info, "Banner: off (v reads the narration); b changes it."),
        Notice(.info, "Banner: full narration; b changes it."),
        Notice(.info, "Banner: caption only (v reads the narration); b changes it."),
      ])
    #expect(shell.render(size: size).lines[22].hasPrefix(" • Banner: caption only (v reads"))
  }

  // MARK: - Both stores

  @Test func theSessionRunsTheAutoPlayOfTheSideShown() throws {
    var session = try StoreSession(builtIn: "texas-teen") { _ in
      PlayStories.texasTeen
    }
    _ = session.update(.switchStore, size: size)
    _ = session.update(try #require(session.action(for: .character("a"), size: size)), size: size)
    expectNoDifference(session.autoAdvanceMilliseconds, 3000)
    expectNoDifference(session.autoAdvanceAction, .play(.shell(.autoAdvance)))
    _ = session.update(try #require(session.autoAdvanceAction), size: size)
    expectNoDifference(session.play?.walkthroughLabel, "script 1/5")
    // Apple's side shown: its own auto-play (off), Play's waits.
    _ = session.update(.switchStore, size: size)
    expectNoDifference(session.autoAdvanceMilliseconds, nil)
    expectNoDifference(session.autoAdvanceAction, .apple(.autoAdvance))
    expectNoDifference(session.appleShell?.walkthroughLabel, "script 0/4")
  }

  @Test func noWordingMarksStartsPlaysHiddenToo() throws {
    let source = try #require(
      ScenarioLibrary.sources.first { $0.name == "play-ask-before-sharing" })
    let document = ScenarioDocument(source)
    let session = StoreSession(
      opening: document, scenario: try ScenarioOpener.yaml.load(document),
      kinds: [.apple, .googlePlay { _ in PlayStories.prompt }], opener: .yaml,
      showsWordingMarks: false)
    expectNoDifference(session.play?.showsWordingMarks, false)
  }

  // MARK: - The key table

  @Test func gIsAppleOnlyAndPlaysHelpDoesNotListIt() {
    let shell = shell()
    expectNoDifference(shell.action(for: .character("g"), size: size), nil)
    #expect(!shell.keyTable.helpRows.contains { $0.description.contains("Share Age Range Again") })
  }

  @Test(arguments: ["a", "+", "-", "m", "l", "d", "W"] as [Character])
  func everyPresenterKeyIsBoundOnPlay(key: Character) throws {
    var shell = shell(PlayStories.tablet)
    try press(.character(key), on: &shell)
    #expect(shell.notice != Notice(.info, "Not on Google Play's side."))
  }
}

extension PlayShell {
  /// The screen after `steps` script steps from the start.
  fileprivate func walked(_ steps: Int, _ size: Size) -> Canvas {
    var shell = self
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    return shell.render(size: size)
  }
}
