import Scenarios

/// A session's Google Play side and which store is shown: the Play side is made afresh for
/// every scenario Apple's side opens (a Google-only one shows it alone, one on both stores opens
/// on Apple's), and changes only through Play's records. ``TwoStoreSession`` keeps it live;
/// `--resume` and `agetui notes` (``NotesReplay``) replay a journal through it, so the three
/// agree on where Play's side is.
public struct StoreSides: Sendable {
  /// Google Play's side, for a scenario that has one.
  public internal(set) var play: PlayShell?
  /// Whether Google Play's side is shown.
  public internal(set) var showsPlay = false
  /// Whether the scenario runs on Apple too (`o` switches).
  public internal(set) var hasApple = true
  /// Live actions replayed on the Play side since it was made (for the notice after a resume).
  public private(set) var replayedActions = 0
  /// Finds a scenario's Play side.
  let finder: PlaySide.Finder
  /// The scenario the Play side was last made for.
  private var openedDocument: ScenarioDocument?
  /// Its name, for what a record that does not fit it says.
  private var openedName = ""

  /// No side yet: the first ``follow(_:scenario:force:)`` makes it.
  public init(finder: @escaping PlaySide.Finder) {
    self.finder = finder
  }

  /// Whether `o` switches sides.
  public var switches: Bool { play != nil && hasApple }

  /// Makes the Play side again when Apple's side has opened another scenario (`scenario`,
  /// loaded from `document`), or always with `force`.
  /// - Returns: whether the side was made again.
  @discardableResult
  public mutating func follow(
    _ document: ScenarioDocument, scenario: Scenario, force: Bool = false
  ) -> Bool {
    guard force || document != openedDocument else { return false }
    openedDocument = document
    openedName = scenario.name
    replayedActions = 0
    guard let side = finder(scenario) else {
      play = nil
      showsPlay = false
      hasApple = true
      return true
    }
    play = PlayShell(story: side.story, otherStore: side.hasApple ? "Apple" : nil)
    hasApple = side.hasApple
    showsPlay = !side.hasApple
    return true
  }

  /// Shows one side or the other (`o`), when the scenario has both.
  /// - Returns: the record that says so, nil when nothing switches.
  mutating func switchSides() -> PlayRecord? {
    guard switches else { return nil }
    showsPlay.toggle()
    return .shown(showsPlay)
  }

  /// Applies a journal's Play record after checking that it fits the scenario open.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: PlayRecord) -> String? {
    guard play != nil else {
      return "changes Google Play's side, but \(openedName) runs on Apple only"
    }
    if case .shown(let shown) = record {
      guard hasApple else {
        return "switches sides, but \(openedName) runs on Google Play only"
      }
      showsPlay = shown
      return nil
    }
    // Replayed in place: a copy of the side would copy its whole undo history at every record.
    if let problem = play?.replay(record) ?? nil { return problem }
    if case .perform = record { replayedActions += 1 }
    return nil
  }
}
