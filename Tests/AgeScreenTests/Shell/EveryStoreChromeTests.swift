import AmazonAppstore
import AmazonAppstorePrompts
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import ApplePresentation
import CustomDump
import FlowEngine
import GooglePlayScenarios
import PlayPresentation
import Presentation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen
@testable import GooglePlayScreen

/// The chrome every store's side shares, played on every built-in scenario's side of every
/// registered store (`Stores.screenSides`, and Apple's) as the TUI opens them (``StoreSession``):
/// one header that keeps the simulated date, one footer that keeps the trainer's keys, `?` help
/// that opens on the presenter's keys, live keys that leave the focus alone, and one rule for
/// the `≈` marks.
@Suite struct EveryStoreChromeTests {
  /// One store's side of a built-in scenario.
  struct Side: Sendable, CustomTestStringConvertible {
    let scenario: String
    let platform: ScenarioPlatform

    var testDescription: String { "\(scenario) on \(platform.title)" }

    /// Every built-in's sides: each registered store's side (Apple's first) the scenario runs
    /// on, once.
    static let all: [Side] = ScenarioLibrary.all.flatMap { scenario -> [Side] in
      Stores.screenSides.map(\.platform)
        .filter { scenario.platforms.contains($0) }
        .map { Side(scenario: scenario.name, platform: $0) }
    }

    /// The TUI's session on this side, at the scenario's start.
    func session() throws -> StoreSession {
      var session = try StoreSession(builtIn: scenario)
      for _ in Stores.screenSides where (session.sides.shownPlatform ?? .apple) != platform {
        _ = session.update(.switchStore, size: Self.size)
      }
      expectNoDifference((session.sides.shownPlatform ?? .apple), platform)
      return session
    }

    static let size = Size(width: 80, height: 24)
  }

  /// The sizes presenters use (as ``PresenterScreenTests`` draws them).
  static let sizes = [
    Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40),
  ]

  /// Presses `key` on `session` at `size`; the key must do something.
  static func press(
    _ key: Key, on session: inout StoreSession, size: Size = Side.size
  ) throws {
    let action = try #require(session.action(for: key, size: size), "\(key)")
    _ = session.update(action, size: size)
  }

  /// Amazon's side, when it is the side shown.
  static func amazon(_ session: StoreSession) -> AmazonSide? {
    session.sides.shownSide(AmazonSide.self)
  }

  /// The simulated day on the side shown.
  static func today(_ session: StoreSession) -> SimDate {
    if let amazon = amazon(session) { return amazon.today }
    return session.showsPlay
      ? session.play?.world.today ?? SimDate(daysSinceEpoch: 0)
      : session.appleShell?.simulation.world.today ?? SimDate(daysSinceEpoch: 0)
  }

  /// The number of walkthrough steps on the side shown.
  static func scriptLength(_ session: StoreSession) -> Int {
    if let amazon = amazon(session) { return amazon.scriptLength }
    return session.showsPlay
      ? session.play?.scriptLength ?? 0 : session.appleShell?.scriptLength ?? 0
  }

  /// Calls `body` at the side's start and after each `n` to the end of its script.
  static func everyStep(
    of side: Side, size: Size = Side.size,
    _ body: (_ session: StoreSession, _ step: Int) throws -> Void
  ) throws {
    var session = try side.session()
    for step in 0...scriptLength(session) {
      if step > 0 { try press(.character("n"), on: &session, size: size) }
      try body(session, step)
    }
  }

  /// The focused pane on the side shown.
  static func focus(_ session: StoreSession) -> Pane? {
    if let amazon = amazon(session) { return amazon.focus }
    return session.showsPlay ? session.play?.focus : session.appleShell?.focus
  }

  /// The sharing mode's title on the side shown (Amazon has none).
  static func sharingMode(_ session: StoreSession) -> String? {
    if amazon(session) != nil { return nil }
    return session.showsPlay
      ? session.play?.world.child.sharingMode.title
      : session.appleShell?.simulation.world.person.sharingMode.title
  }

  /// Where the side shown lays out its panes at `size`.
  static func layout(_ session: StoreSession, size: Size) -> ScreenLayout? {
    frame(session, size: size)?.layout(size: size)
  }

  /// The side shown's screen before layout.
  static func frame(_ session: StoreSession, size: Size) -> ShellFrame? {
    if let amazon = amazon(session) { return amazon.frame(size: size) }
    return session.showsPlay
      ? session.play?.frame(size: size) : session.appleShell?.frame(size: size)
  }

  @Test func everySideIsPlayedOnce() {
    let names = Side.all.map(\.testDescription)
    expectNoDifference(Set(names).count, names.count)
    #expect(names.contains("texas-teen-three-stores on Amazon Appstore"))
  }

  // MARK: - The header

  @Test(arguments: Side.all)
  func theHeaderShowsTheSimulatedDateOnEveryStepAtEveryPresenterSize(_ side: Side) throws {
    try Self.everyStep(of: side) { session, step in
      let date = Self.today(session).description
      for size in Self.sizes {
        let header = session.render(size: size).lines[0]
        #expect(header.contains(date), "step \(step) at \(size): \(header)")
      }
    }
  }

  // MARK: - The child's device

  /// The child's screen names the screen showing beside its badge, as Apple's always did
  /// (`○ CLOSED Home Screen`, `● RUNNING Landmarks`): Google Play's and Amazon's said the badge
  /// twice (`○ CLOSED Closed`, `● RUNNING Running`).
  @Test(arguments: Side.all)
  func theChildsScreenNamesWhatShowsNotItsBadgeAgain(_ side: Side) throws {
    let badges = [AppStatus.closed, .working, .waiting, .blocked, .running].map {
      [$0.marker, $0.label]
    }
    var headlines = 0
    try Self.everyStep(of: side) { session, step in
      for line in session.render(size: Side.size).lines {
        for pane in line.split(whereSeparator: { $0 == "│" || $0 == "┃" }) {
          let words = pane.split(separator: " ")
          guard words.count > 2, badges.contains([String(words[0]), String(words[1])]) else {
            continue
          }
          headlines += 1
          let headline = words.dropFirst(2).joined(separator: " ")
          #expect(headline.lowercased() != words[1].lowercased(), "step \(step): \(line)")
        }
      }
    }
    #expect(headlines > Self.scriptLength(try side.session()))
  }

  // MARK: - The narration

  /// `v` on a step opens its narration under one title on every store's side (Google Play's and
  /// Amazon's said "Step 1/7" where Apple's said "Step 1/7 narration").
  @Test(arguments: Side.all)
  func vOpensTheStepsNarrationUnderOneTitle(_ side: Side) throws {
    let size = Self.sizes[2]
    var session = try side.session()
    let length = Self.scriptLength(session)
    try #require(length > 0)
    try Self.press(.character("n"), on: &session, size: size)
    try Self.press(.character("v"), on: &session, size: size)
    let screen = session.render(size: size).lines.joined(separator: "\n")
    #expect(screen.contains("Step 1/\(length) narration"), "\(screen)")
    #expect(screen.contains("v or Esc closes"), "\(screen)")
  }

  // MARK: - The footer

  @Test(arguments: Side.all)
  func theFooterKeepsTheTrainersKeysAt80Columns(_ side: Side) throws {
    try Self.everyStep(of: side) { session, step in
      let footer = session.render(size: Side.size).lines[Side.size.height - 1]
      let words = Set(footer.split(separator: " ").map(String.init))
      // `m` where the store has sharing modes (Amazon has none, and binds no `m`).
      let modes = session.action(for: .character("m"), size: Side.size) != nil ? ["m"] : []
      for key in ["q", "?", "n/p", "c", "r", "s", "l"] + modes {
        #expect(words.contains(key), "step \(step), no \(key): \(footer)")
      }
    }
  }

  /// Every side's footer opens on the same keys in the same order: quit, help, the `≈` note
  /// while the marks are hidden, then `o` to the next store where there is one (Apple's side put
  /// `o` before the note, Google Play's and Amazon's after it).
  @Test(arguments: Side.all)
  func theFooterOpensOnTheSameKeysInTheSameOrderOnEverySide(_ side: Side) throws {
    let size = Size(width: 200, height: 40)
    var session = try side.session()
    try Self.press(.character("W"), on: &session, size: size)
    let footer = session.render(size: size).lines[size.height - 1]
    let keys = footer.split(separator: "  ").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    let sides = Side.all.filter { $0.scenario == side.scenario }.count
    let expected = ["q", "?", "W"] + (sides > 1 ? ["o"] : [])
    expectNoDifference(Array(keys.prefix(expected.count)), expected, "\(footer)")
  }

  // MARK: - Help

  @Test(arguments: Side.all, Self.sizes)
  func helpOpensOnThePresentersKeys(_ side: Side, size: Size) throws {
    var session = try side.session()
    try Self.press(.character("?"), on: &session, size: size)
    let lines = session.render(size: size).lines
    let title = try #require(lines.firstIndex { $0.contains("Help: keys") })
    // A row's key is at the frame's first column; a description that wraps leaves it blank.
    let keys = lines[(title + 1)...].compactMap { line -> String? in
      let inside = line.drop { $0 != "┃" }.dropFirst()
      guard inside.first == " ", let key = inside.dropFirst().first, key != " " else { return nil }
      return inside.split(separator: " ").first.map(String.init)
    }.prefix(6)
    expectNoDifference(
      Array(keys), ["n", "p", "w", "b", "v", "c"], "\(lines[title...].prefix(12))")
  }

  // MARK: - Live keys

  @Test(arguments: Side.all)
  func mCyclesTheModesAlwaysAskNeverAndLeavesTheFocus(_ side: Side) throws {
    var session = try side.session()
    guard Self.sharingMode(session) != nil else {
      // A store without sharing modes binds no `m`.
      expectNoDifference(session.action(for: .character("m"), size: Side.size), nil)
      return
    }
    try Self.press(.character("1"), on: &session)
    let layout = Self.layout(session, size: Side.size)
    var modes: [String] = []
    for _ in 1...3 {
      try Self.press(.character("m"), on: &session)
      modes.append(try #require(Self.sharingMode(session)))
      expectNoDifference(Self.focus(session), .child)
      expectNoDifference(Self.layout(session, size: Side.size), layout)
    }
    let order =
      side.platform == .googlePlay
      ? ["Always share", "Ask before sharing", "Never share"]
      : ["Always Share", "Ask First", "Never Share"]
    let start = try #require(order.firstIndex(of: modes[0]))
    expectNoDifference(modes, (0..<3).map { order[(start + $0) % 3] })
  }

  @Test(arguments: Side.all)
  func lPicksARegionAndLeavesTheFocusAndThePhones(_ side: Side) throws {
    var session = try side.session()
    try Self.press(.character("1"), on: &session)
    let layout = Self.layout(session, size: Side.size)
    try Self.press(.character("l"), on: &session)
    expectNoDifference(session.keyContext(size: Side.size).mode, .picker)
    try Self.press(.down, on: &session)
    try Self.press(.enter, on: &session)
    expectNoDifference(session.keyContext(size: Side.size).mode, .normal)
    expectNoDifference(Self.focus(session), .child)
    expectNoDifference(Self.layout(session, size: Side.size), layout)
  }

  /// The picker open on the side shown.
  static func picker(_ session: StoreSession) -> PickerOverlay? {
    if let amazon = amazon(session) { return amazon.pickerOverlay }
    return session.showsPlay ? session.play?.pickerOverlay : session.appleShell?.pickerOverlay
  }

  @Test(arguments: Side.all)
  func lListsEachRegionByCodeAndNameWithTheOneInForceMarkedAndSelected(_ side: Side) throws {
    var session = try side.session()
    try Self.press(.character("l"), on: &session)
    let picker = try #require(Self.picker(session))
    expectNoDifference(
      picker.title, "Region on \(side.platform.title)")
    let labels = picker.entries.map(\.label.text)
    let width = labels.map { $0.prefix { $0 != " " }.count }.max() ?? 0
    for label in labels {
      // The code padded to the widest, two spaces, then the region's name.
      let name = label.dropFirst(width + 2)
      #expect(label.dropFirst(width).hasPrefix("  "), "\(label)")
      expectNoDifference(name.first.map { $0 != " " && $0 != "(" }, true, "“\(label)” has no name")
    }
    let inForce = labels.indices.filter { labels[$0].hasSuffix("  (now)") }
    expectNoDifference(inForce, [picker.list.selection], "\(labels)")
    #expect(picker.entries.filter(\.detail.isEmpty).isEmpty)
  }

  // MARK: - The wording marks

  /// Wide enough that the device panes and Settings show side by side, nothing cut.
  static let wide = Size(width: 200, height: 60)

  /// The words on screen, card edges, list markers and quotes left out, so text wrapped at any
  /// width compares with the text it came from.
  static func words(_ text: String) -> String {
    let decorations: Set<Character> = [
      "│", "▸", "╭", "╮", "╰", "╯", "─", "↑", "↓", "┃", "“", "”", "✓", "✗", "›",
    ]
    return text.split { $0 == " " || decorations.contains($0) }.joined(separator: " ")
  }

  /// The words of every pane on the side shown at `size`, pane by pane (a pane's rows read
  /// one after the other, so a wrapped line reads whole).
  static func paneWords(_ session: StoreSession, size: Size) throws -> String {
    let canvas = session.render(size: size)
    let frame = try #require(Self.frame(session, size: size))
    let layout = frame.layout(size: size)
    return Pane.allCases.compactMap { layout.content(of: $0) }.map { content in
      let rows = (content.y..<content.maxY).map { row in
        String(
          (content.x..<content.maxX).compactMap { column in
            canvas[column, row].flatMap { $0.isContinuation ? nil : $0.character }
          })
      }
      return words(rows.joined(separator: " "))
    }.joined(separator: " ¶ ")
  }

  /// The surfaces the side shown shows, with what each says.
  static func surfaces(_ session: StoreSession) throws -> [SurfaceContent] {
    if let amazon = amazon(session) {
      // Every surface, the Developer Console's pages too: Amazon's documented names there
      // (amazon.md §6–7) are unmarked on screen and in the catalogue alike.
      return AmazonSurface.shown(in: amazon.world).compactMap { $0.content(in: amazon.world) }
    }
    if let play = session.play, session.showsPlay {
      return PlaySurface.shown(in: play.world).filter {
        $0.device == play.shownDevice || $0.device == .parentPhone
      }.compactMap { $0.surface.content(in: play.world, on: $0.device) }
    }
    guard let shell = session.appleShell else { return [] }
    return SystemSurface.shown(in: shell.simulation).filter {
      $0.device == shell.shownDevice || $0.device == .parentPhone
    }.map(\.content)
  }

  /// Every step of every built-in on every store: of each surface on screen, the strings
  /// ``WordingMark`` picks from its catalogue entry (the words `agetui prompts` lists with their
  /// sources) are shown after `≈`, and no other string is (a string two surfaces share, such as
  /// a question in the compose sheet and in the parent's bubble, is marked where one marks it).
  /// A string the screen does not show at all (the alert's OK, which any key stands for) is
  /// left out.
  @Test(arguments: Side.all)
  func theScreenMarksWhatThePromptsCatalogueMarksByOneRule(_ side: Side) throws {
    try Self.everyStep(of: side, size: Self.wide) { session, step in
      let screen = " \(try Self.paneWords(session, size: Self.wide)) "
      let surfaces = try Self.surfaces(session)
      let marked = Set(surfaces.flatMap { WordingMark.marked(in: $0).map(\.text) })
      for wording in surfaces.flatMap(\.wordings) {
        let shownMarked = screen.contains(" \(Self.words("≈ \(wording.text)")) ")
        guard shownMarked || screen.contains(" \(Self.words(wording.text)) ") else { continue }
        expectNoDifference(
          shownMarked, marked.contains(wording.text),
          "step \(step): “\(wording.text)” (\(wording.source.kind)) is\(shownMarked ? "" : " not") marked"
        )
      }
    }
  }
}
