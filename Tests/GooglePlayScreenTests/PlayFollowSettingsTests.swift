import AgeScreen
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import GooglePlayScreen
import PlayPresentation
import Scenarios
import Stores
import Testing

/// Focus follows a Play walkthrough step into Settings onto the row it changed, as Apple's
/// walkthrough does, on every step of every Google Play built-in at each presenter size.
@Suite struct PlayFollowSettingsTests {
  static let googleBuiltIns = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)
  static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]

  /// Every step that opens Settings selects the first row it changed, and the screen shows
  /// that row selected. Returns the steps that opened Settings, as `name step`.
  static func settingsSteps(of name: String, at size: Size) throws -> [String] {
    let scenario = try #require(ScenarioLibrary.named(name))
    var shell = PlayShell(story: try #require(PlayStory.ofScenario(scenario)))
    var opened: [String] = []
    for step in 1...shell.scriptLength {
      let before = Set(shell.settings.rows)
      _ = shell.update(.shell(.nextStep), size: size)
      guard shell.focus == .settings else { continue }
      let changed = try #require(shell.settings.rows.firstIndex { !before.contains($0) })
      expectNoDifference(shell.lists.settings.selection, changed, "\(name) step \(step) at \(size)")
      let row = shell.settings.rows[changed]
      let selectedLine = "▸ \(row.label): \(row.value)"
      #expect(
        shell.render(size: size).lines.contains { $0.contains(selectedLine) },
        "\(name) step \(step) at \(size) shows \(selectedLine)")
      opened.append("\(name) \(step)")
    }
    return opened
  }

  @Test(arguments: sizes)
  func aStepThatOpensSettingsSelectsTheRowItChanged(_ size: Size) throws {
    let opened = try Self.googleBuiltIns.flatMap { try Self.settingsSteps(of: $0, at: size) }
    expectNoDifference(
      opened,
      [
        "play-change-pending-past-effective-date 5", "play-verification-required 2",
      ])
  }

  /// The step where three weeks pass: at 80×24 the clock's row is the drawer's last, and the
  /// walkthrough selects it (it had stayed on the first row).
  @Test func threeWeeksPassingSelectsTheClockInTheDrawer() throws {
    let size = Size(width: 80, height: 24)
    let scenario = try #require(
      ScenarioLibrary.named("play-change-pending-past-effective-date"))
    var shell = PlayShell(story: try #require(PlayStory.ofScenario(scenario)))
    for _ in 0..<5 { _ = shell.update(.shell(.nextStep), size: size) }
    expectNoDifference(shell.focus, .settings)
    expectNoDifference(shell.lists.settings.selection, 7)
    expectNoDifference(
      shell.render(size: size).lines.filter { $0.contains("Clock:") && $0.hasPrefix("│") },
      [
        "│ ▸ Clock: 2026-09-23 › +1 day                                               ↓ │"
      ])
  }
}
