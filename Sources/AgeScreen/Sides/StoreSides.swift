import Analyses
import FlowEngine
import Scenarios

/// A scenario's sides as a session holds them: one per store of ``kinds`` the scenario names,
/// in ``kinds``' order (the stores' registration order, Apple's first), and which one is shown.
/// Made for every scenario opened, showing the first side; they change only through their
/// records. `o` goes through them in turn. ``StoreSession`` keeps them live; `--resume` and
/// `agetui notes` (``NotesReplay``) replay a journal through them, so the three agree on where
/// every side is.
public struct StoreSides: Sendable {
  /// The stores a scenario's sides are found for, in `o`'s order.
  public let kinds: [StoreSideKind]
  /// What `c` compares on every side: each kind's side of `compare`, in the order `compare`
  /// lists them.
  public let compareSides: [CompareSideKind]
  /// The scenario's text and origin.
  public let document: ScenarioDocument
  /// The scenario.
  public let scenario: Scenario
  /// The scenario's sides, in `o`'s order.
  var sides: [any ErasedStoreSide]
  /// Which side is shown: an index into the sides (0 when the scenario has none here).
  public internal(set) var shown = 0

  /// The sides of `scenario` (loaded from `document`) of `kinds`' stores, at its start, the
  /// first shown.
  public init(_ kinds: [StoreSideKind], opening document: ScenarioDocument, scenario: Scenario) {
    self.kinds = kinds
    self.document = document
    self.scenario = scenario
    compareSides = kinds.map(\.compareSide)
    sides = kinds.compactMap { $0.open(scenario) }
    for index in sides.indices {
      let following = sides[next(after: index)]
      sides[index].otherStore =
        switches ? (following.platform.title, following.shortTitle) : nil
      sides[index].compareSides = compareSides
    }
  }

  /// The platforms of the scenario's sides, in `o`'s order.
  public var platforms: [ScenarioPlatform] { sides.map(\.platform) }
  /// The platform of the side shown, nil when the scenario has no side here.
  public var shownPlatform: ScenarioPlatform? {
    sides.indices.contains(shown) ? platforms[shown] : nil
  }
  /// Whether `o` switches sides: the scenario has more than one.
  public var switches: Bool { sides.count > 1 }

  /// The scenario's side of `Side`'s platform.
  public func side<Side: StoreSide>(_ type: Side.Type) -> Side? {
    sides.lazy.compactMap { $0.value(as: type) }.first
  }

  /// The side shown, when it is a `Side`.
  public func shownSide<Side: StoreSide>(_ type: Side.Type) -> Side? {
    sides.indices.contains(shown) ? sides[shown].value(as: type) : nil
  }

  /// The files every side's console offers where it stands, in `o`'s order: what
  /// `agetui-deliver follow` writes for the developer.
  public var consoleDownloads: [ConsoleDownload] { sides.flatMap(\.consoleDownloads) }

  /// Where the session stands for `agetui notes`: the side shown's step, else the first
  /// side's, else the scenario's start.
  public var notesStep: NotesStep {
    let summary = scenario.summary
    let shownStep = sides.indices.contains(shown) ? sides[shown].notesStep(summary: summary) : nil
    if let step = shownStep ?? sides.first?.notesStep(summary: summary) { return step }
    return NotesStep(
      scenarioName: scenario.name, scenarioTitle: scenario.title, position: .script(0), total: 0,
      narration: summary, nextCaption: nil, liveActions: 0)
  }

  /// The side `o` shows after `index`.
  func next(after index: Int) -> Int {
    sides.isEmpty ? 0 : (index + 1) % sides.count
  }

  /// The title of the side at `index`.
  func title(of index: Int) -> String {
    sides.indices.contains(index) ? sides[index].platform.title : ""
  }

  /// Shows the next side (`o`), when the scenario has more than one.
  /// - Returns: the journal's line that says so (the side shown says it, or, back to the first
  ///   side, the side left), nil when nothing switches.
  mutating func switchSides() -> SessionRecord? {
    guard switches else { return nil }
    let from = shown
    shown = next(after: from)
    return shown == 0 ? sides[from].shownRecord(false) : sides[shown].shownRecord(true)
  }

  /// Takes what the presenter chose on `other`'s sides (the scenario opened just before or
  /// after this one) into this one's sides of the same stores, on a terminal of `size` (nil in
  /// a journal's replay).
  mutating func keepPresenterState(of other: StoreSides, size: Size?) {
    for index in sides.indices {
      guard let same = other.sides.first(where: { $0.platform == sides[index].platform })
      else { continue }
      sides[index].keepPresenterState(of: same, size: size)
    }
  }

  /// Applies a journal's line of a side (``SessionRecord/sideKey``) after checking that it
  /// fits the scenario open. A line that only places the screen of a store the scenario does
  /// not have here changes nothing: journals written while Apple's side kept every scenario
  /// hold Apple's for scenarios on other stores only.
  /// - Returns: what the line did: ``SideReplay/applied`` (a switch of sides included),
  ///   ``SideReplay/undoneAtStart`` or ``SideReplay/refused(_:)``.
  mutating func replay(_ record: SessionRecord) -> SideReplay {
    guard let key = record.sideKey else { return .applied }
    if let problem = Self.journalProblem(with: record) { return .refused(problem) }
    guard let kind = kinds.first(where: { $0.writes(key) }) else {
      return .refused("changes \(record.sideTitle ?? key)'s side, which this session does not have")
    }
    guard let index = sides.firstIndex(where: { $0.platform == kind.platform }) else {
      if kind.isScreenLine(record) { return .applied }
      return .refused(
        "changes \(kind.platform.title)'s side, but \(scenario.name) runs on \(platformList) only")
    }
    // Replayed in place: a copy of the side would copy its whole undo history at every record.
    switch sides[index].replay(record) {
    case .applied: return .applied
    case .undoneAtStart: return .undoneAtStart
    case .refused(let problem): return .refused(problem)
    case .shown(let shows):
      guard switches, shows || index != 0 else {
        return .refused("switches sides, but \(scenario.name) runs on \(platformList) only")
      }
      shown = shows ? index : 0
      return .applied
    }
  }

  /// The longest store key a store's line may hold, in characters.
  public static let journalPlatformNameLength = 40

  /// What is out of bounds in a store's line read from a journal (its key), or nil; checked
  /// before the key is named in a message.
  static func journalProblem(with record: SessionRecord) -> String? {
    guard case .store(let stored) = record else { return nil }
    return ScenarioLimits.lineProblem(stored.key, maximumLength: journalPlatformNameLength)
      .map { "is written under a key that \($0)" }
  }

  /// The scenario's platforms here, for what a record that does not fit it says.
  var platformList: String {
    ListPhrase.joined(sides.map(\.platform.title))
  }

  /// Takes a runtime event through every side's update.
  mutating func deliverToEvery(_ event: RuntimeEvent) {
    for index in sides.indices { sides[index].deliver(event) }
  }

  /// What every side starts with (or has made since it was last asked), as journal lines.
  mutating func startEvery() -> [SessionRecord] {
    sides.indices.flatMap { sides[$0].start() }
  }

  /// Ends a replay: each side says what was restored.
  mutating func finishRestore() {
    for index in sides.indices { sides[index].finishRestore() }
  }
}
