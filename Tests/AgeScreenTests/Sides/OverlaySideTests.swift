import CustomDump
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// Issue 42, item 9: every overlay stays on the side it was opened on. On Google Play's side,
/// `s` used to show Apple's side behind the scenario picker (the header turned to "iOS 26.5 ·
/// Ask First", the Child pane to "Sofia's iPhone"), even for a scenario on Google Play only;
/// the picker lives on Apple's side, and now only its box and its keys come from there.
@Suite struct OverlaySideTests {
  /// Where an overlay is opened: a scenario, and the side shown.
  enum Side: String, Sendable, CustomTestStringConvertible {
    /// Apple's side of a scenario on both stores.
    case appleOfBoth
    /// Google Play's side of a scenario on both stores, after `o`.
    case playOfBoth
    /// Google Play's side of a scenario on Google Play only.
    case playOnly

    var testDescription: String { rawValue }

    var scenario: String { self == .playOnly ? "play-change-approved" : "texas-teen-both-stores" }

    /// Text only the other store's screen shows, which must never appear on this side's.
    var otherStoresMarks: [String] {
      switch self {
      case .appleOfBoth: ["Google Play · SDK", "┌ Family Link", "Android ·"]
      case .playOfBoth, .playOnly:
        ["iOS 26.5 · Ask First", "Sofia's iPhone", "Child device ·", "Parent device"]
      }
    }
  }

  /// One overlay key pressed on one side, and the title its box has.
  struct Case: Sendable, CustomTestStringConvertible {
    var side: Side
    var key: Character
    var title: String

    var testDescription: String { "\(key) on \(side.rawValue)" }
  }

  static let size = Size(width: 120, height: 40)

  /// Every overlay key of a presenter's shell (`?` help, `s` scenarios, `l` regions, `v` the
  /// narration in full, `c` compare), on every side.
  static let cases: [Case] =
    [Side.appleOfBoth, .playOfBoth, .playOnly].flatMap { side in
      let region = side == .appleOfBoth ? "Region on Apple" : "Region on Google Play"
      return [
        Case(side: side, key: "?", title: "Help: keys"),
        Case(side: side, key: "s", title: "Scenarios (★ default)"),
        Case(side: side, key: "l", title: region),
        Case(side: side, key: "v", title: "Step 1/"),
        Case(side: side, key: "c", title: "Compare"),
      ]
    }

  /// The TUI's session on `side`'s scenario, on that side, one step into its walkthrough (so
  /// `v` has a narration to show).
  static func session(on side: Side) throws -> StoreSession {
    var session = try StoreSession(builtIn: side.scenario)
    _ = session.start()
    if side == .playOfBoth { try press("o", on: &session) }
    try press("n", on: &session)
    expectNoDifference(session.showsApple, (side == .appleOfBoth))
    return session
  }

  static func press(_ key: Character, on session: inout StoreSession) throws {
    let action = try #require(session.action(for: .character(key), size: size), "\(key)")
    _ = session.update(action, size: size)
  }

  @Test(arguments: cases)
  func anOverlayKeepsTheSideItWasOpenedOn(_ overlay: Case) throws {
    var session = try Self.session(on: overlay.side)
    let before = session.render(size: Self.size).lines
    try Self.press(overlay.key, on: &session)
    #expect(session.keyContext(size: Self.size).mode != .normal)
    expectNoDifference(session.showsApple, (overlay.side == .appleOfBoth))
    let screen = session.render(size: Self.size).lines
    // The side's header, and the box of the overlay over the side's panes.
    expectNoDifference(screen[0], before[0])
    #expect(screen.contains { $0.contains("┏ ▶ \(overlay.title)") }, "\(screen)")
    for mark in overlay.side.otherStoresMarks {
      #expect(!screen.contains { $0.contains(mark) }, "\(mark) in \(screen)")
    }
    // The overlay's rows come back as they were when it closes.
    let close = try #require(session.action(for: .escape, size: Self.size))
    _ = session.update(close, size: Self.size)
    expectNoDifference(session.keyContext(size: Self.size).mode, .normal)
    expectNoDifference(Array(session.render(size: Self.size).lines.dropLast(2)), before.dropLast(2))
  }

  @Test func whatThePickerSaysIsSaidOnTheSideItWasOpenedOn() throws {
    var session = try Self.session(on: .playOnly)
    try Self.press("s", on: &session)
    for key in "zzz" { try Self.press(key, on: &session) }
    _ = session.update(.picker(.pickerChoose), size: Self.size)
    expectNoDifference(session.keyContext(size: Self.size).mode, .picker)
    expectNoDifference(
      session.play?.notice, Notice(.info, "Nothing matches “zzz”; Backspace erases a letter."))
    let screen = session.render(size: Self.size).lines
    #expect(screen[38].contains("Nothing matches “zzz”; Backspace erases a letter."), "\(screen)")
  }

  @Test func autoPlayWaitsWhileThePickerCoversASide() throws {
    var session = try Self.session(on: .playOnly)
    try Self.press("a", on: &session)
    #expect(session.autoAdvanceMilliseconds != nil)
    try Self.press("s", on: &session)
    expectNoDifference(session.autoAdvanceMilliseconds, nil)
    expectNoDifference(session.autoAdvanceAction, nil)
    _ = session.update(.picker(.closePicker), size: Self.size)
    #expect(session.autoAdvanceMilliseconds != nil)
  }
}
