import Analyses
import FlowEngine
import Scenarios

/// A session's sides beside the host's (``SessionHost``), one per platform of ``kinds`` the scenario open has
/// (each another store's ``StoreSide``), and which side is shown. The sides are
/// made afresh for every scenario the host opens (one not on the host's store shows its first
/// side, one on it opens on the host's), and change only through their records. `o` goes through
/// the host's side, then each side in ``kinds``' order. ``StoreSession`` keeps them live;
/// `--resume` and `agetui notes` (``NotesReplay``) replay a journal through them, so the three
/// agree on where every side is.
public struct StoreSides: Sendable {
  /// The platforms a scenario's sides are found for, in `o`'s order.
  public let kinds: [StoreSideKind]
  /// What `c` compares on every side: the host's side of `compare`, then each
  /// kind's, in the order `compare` lists them.
  public let compareSides: [CompareSideKind]
  /// The sides of the scenario open, in `o`'s order.
  var sides: [any ErasedStoreSide] = []
  /// Which side is shown: an index into the sides, nil for the host's.
  public internal(set) var shown: Int?
  /// The store of the side that keeps the session's scenarios (``SessionHost``).
  public let hostPlatform: ScenarioPlatform
  /// Whether the scenario runs on the host's store too (its `platforms:` names it): then the
  /// host's side is one of the sides `o` goes through.
  public internal(set) var runsOnHost = true
  /// The scenario the sides were last made for.
  private var openedDocument: ScenarioDocument?
  /// Its name, for what a record that does not fit it says.
  private var openedName = ""

  /// No side yet: the first ``follow(_:scenario:force:)`` makes them. `host` is the side of
  /// `compare` of the store whose session keeps the scenarios (``SessionHost``).
  public init(_ kinds: [StoreSideKind], host: CompareSideKind) {
    self.kinds = kinds
    hostPlatform = host.platform
    compareSides = [host] + kinds.map(\.compareSide)
  }

  /// The platforms of the scenario's sides, in `o`'s order.
  public var platforms: [ScenarioPlatform] { sides.map(\.platform) }
  /// Whether a side, rather than the host's, is shown.
  public var showsSide: Bool { shown != nil }
  /// The platform of the side shown, nil for the host's.
  public var shownPlatform: ScenarioPlatform? { shown.map { sides[$0].platform } }
  /// Whether `o` switches sides: the scenario has more than one.
  public var switches: Bool { sides.count + (runsOnHost ? 1 : 0) > 1 }

  /// The scenario's side of `Side`'s platform.
  public func side<Side: StoreSide>(_ type: Side.Type) -> Side? {
    sides.lazy.compactMap { $0.value(as: type) }.first
  }

  /// The files every side's console offers where it stands, in `o`'s order: what
  /// `agetui-deliver follow` writes for the developer.
  public var consoleDownloads: [ConsoleDownload] { sides.flatMap(\.consoleDownloads) }

  /// The side shown, when it is a `Side`.
  public func shownSide<Side: StoreSide>(_ type: Side.Type) -> Side? {
    shown.flatMap { sides[$0].value(as: type) }
  }

  /// Where the side shown stands for `agetui notes`: nil on the host's side, or on a side that
  /// brings no notes of its own.
  public func shownNotesStep(summary: String) -> NotesStep? {
    shown.flatMap { sides[$0].notesStep(summary: summary) }
  }

  /// Makes the sides again when the host has opened another scenario (`scenario`, loaded
  /// from `document`), or always with `force`.
  /// - Returns: whether the sides were made again.
  @discardableResult
  public mutating func follow(
    _ document: ScenarioDocument, scenario: Scenario, force: Bool = false
  ) -> Bool {
    guard force || document != openedDocument else { return false }
    openedDocument = document
    openedName = scenario.name
    sides = kinds.compactMap { $0.open(scenario) }
    runsOnHost = scenario.platforms.contains(hostPlatform)
    shown = runsOnHost || sides.isEmpty ? nil : 0
    for index in sides.indices {
      sides[index].otherStore = switches ? title(of: next(after: index)) : nil
      sides[index].compareSides = compareSides
    }
    return true
  }

  /// The side `o` shows after `index` (nil: the host's).
  func next(after index: Int?) -> Int? {
    let following = index.map { $0 + 1 } ?? 0
    if following < sides.count { return following }
    return runsOnHost ? nil : 0
  }

  /// The title of the side at `index`, the host's for nil.
  func title(of index: Int?) -> String {
    index.map { sides[$0].platform.title } ?? hostPlatform.title
  }

  /// Shows the next side (`o`), when the scenario has more than one.
  /// - Returns: the journal's line that says so, nil when nothing switches.
  mutating func switchSides() -> SessionRecord? {
    guard switches else { return nil }
    let from = shown
    shown = next(after: from)
    return shown.map { sides[$0].shownRecord(true) } ?? from.map { sides[$0].shownRecord(false) }
  }

  /// Applies a journal's line of a side (``SessionRecord/sideKey``) after checking that it
  /// fits the scenario open.
  /// - Returns: what is wrong with the line (it is then not applied), or nil.
  public mutating func replay(_ record: SessionRecord) -> String? {
    guard let key = record.sideKey else { return nil }
    if let problem = Self.journalProblem(with: record) { return problem }
    guard let kind = kinds.first(where: { $0.writes(key) }) else {
      return "changes \(record.sideTitle ?? key)'s side, which this session does not have"
    }
    guard let index = sides.firstIndex(where: { $0.platform == kind.platform }) else {
      return "changes \(kind.platform.title)'s side, but \(openedName) runs on \(platformList) only"
    }
    // Replayed in place: a copy of the side would copy its whole undo history at every record.
    switch sides[index].replay(record) {
    case .applied: return nil
    case .refused(let problem): return problem
    case .shown(let shows):
      guard shows ? (runsOnHost || sides.count > 1) : runsOnHost else {
        return "switches sides, but \(openedName) runs on \(platformList) only"
      }
      shown = shows ? index : nil
      return nil
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

  /// The scenario's platforms, for what a record that does not fit it says: the host's
  /// title, the sides' titles, or both.
  var platformList: String {
    ListPhrase.joined(
      (runsOnHost ? [hostPlatform.title] : []) + sides.map(\.platform.title))
  }

  /// Ends a replay: each side says what was restored.
  mutating func finishRestore() {
    for index in sides.indices { sides[index].finishRestore() }
  }
}
