import Scenarios

/// A session's side beside Apple's (Google Play's, or a platform's own ``StoreSide``) and which
/// side is shown: the side is made afresh for every scenario Apple's side opens (one without
/// Apple shows it alone, one on both opens on Apple's), and changes only through its records.
/// ``StoreSession`` keeps it live; `--resume` and `agetui notes` (``NotesReplay``) replay a
/// journal through it, so the three agree on where the side is.
public struct StoreSides<Side: StoreSide>: Sendable {
  /// Finds a scenario's side: nil for a scenario without the platform's part.
  public typealias Finder = @Sendable (Scenario) -> StoreSideOpening<Side>?

  /// The side, for a scenario that has one.
  public internal(set) var side: Side?
  /// Whether the side is shown (rather than Apple's).
  public internal(set) var showsSide = false
  /// Whether the scenario runs on Apple too (`o` switches).
  public internal(set) var hasApple = true
  /// Live actions replayed on the side since it was made (for the notice after a resume).
  public private(set) var replayedActions = 0
  /// Finds a scenario's side.
  let finder: Finder
  /// The scenario the side was last made for.
  private var openedDocument: ScenarioDocument?
  /// Its name, for what a record that does not fit it says.
  private var openedName = ""

  /// No side yet: the first ``follow(_:scenario:force:)`` makes it.
  public init(opening finder: @escaping Finder) {
    self.finder = finder
  }

  /// Whether `o` switches sides.
  public var switches: Bool { side != nil && hasApple }

  /// Makes the side again when Apple's side has opened another scenario (`scenario`, loaded
  /// from `document`), or always with `force`.
  /// - Returns: whether the side was made again.
  @discardableResult
  public mutating func follow(
    _ document: ScenarioDocument, scenario: Scenario, force: Bool = false
  ) -> Bool {
    guard force || document != openedDocument else { return false }
    openedDocument = document
    openedName = scenario.name
    replayedActions = 0
    guard let opening = finder(scenario) else {
      side = nil
      showsSide = false
      hasApple = true
      return true
    }
    side = opening.side
    hasApple = opening.hasApple
    showsSide = !opening.hasApple
    return true
  }

  /// Shows one side or the other (`o`), when the scenario has both.
  /// - Returns: the record that says so, nil when nothing switches.
  mutating func switchSides() -> Side.Record? {
    guard switches else { return nil }
    showsSide.toggle()
    return Side.shownRecord(showsSide)
  }

  /// Applies a journal's record of the side after checking that it fits the scenario open.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: Side.Record) -> String? {
    let platform = Side.platform.title
    guard side != nil else {
      return "changes \(platform)'s side, but \(openedName) runs on Apple only"
    }
    if let shown = Side.shown(by: record) {
      guard hasApple else {
        return "switches sides, but \(openedName) runs on \(platform) only"
      }
      showsSide = shown
      return nil
    }
    // Replayed in place: a copy of the side would copy its whole undo history at every record.
    if let problem = side?.replay(record) ?? nil { return problem }
    if Side.isAction(record) { replayedActions += 1 }
    return nil
  }
}

extension StoreSides where Side == PlayShell {
  /// Google Play's side as `finder` finds it in a scenario, naming Apple as the other store
  /// when the scenario runs on both.
  public init(finder: @escaping PlaySide.Finder) {
    self.init { scenario in
      finder(scenario).map { found in
        StoreSideOpening(
          side: PlayShell(story: found.story, otherStore: found.hasApple ? "Apple" : nil),
          hasApple: found.hasApple)
      }
    }
  }

  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { side }
  /// Whether Google Play's side is shown.
  public var showsPlay: Bool { showsSide }
}
