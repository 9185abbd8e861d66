import Scenarios

/// The scenarios a session opened, the last one open, each with its sides as they were left, so
/// `u` from a scenario's opening returns to the one before exactly as it was; what the presenter
/// chose on each store's side (the focus, the banner, the marks) goes along both ways. The TUI
/// (``StoreSession``), `--resume` and `agetui notes` (``NotesReplay``) open and replay through it.
struct OpenedScenarios: Sendable {
  /// The scenario open and its sides.
  private(set) var current: StoreSides
  /// The scenarios opened before it, oldest first, as they were left.
  private(set) var earlier: [StoreSides] = []

  /// A session opening `sides`' scenario.
  init(_ sides: StoreSides) {
    current = sides
  }

  /// Changes the scenario open in place (a copy of its sides would copy their whole undo
  /// histories at every key), returning what `change` returns.
  mutating func updateCurrent<Result>(_ change: (inout StoreSides) -> Result) -> Result {
    change(&current)
  }

  /// Whether a scenario lies under the one open, for `u` to return to.
  var canTakeBackOpening: Bool { !earlier.isEmpty }

  /// Opens `sides`' scenario over the one open, keeping that one for `u`; `size` is the
  /// terminal the key was pressed on (nil in a journal's replay).
  mutating func open(_ sides: StoreSides, size: Size?) {
    var opening = sides
    opening.keepPresenterState(of: current, size: size)
    earlier.append(current)
    current = opening
  }

  /// Returns to the scenario open before this one, as it was left.
  /// - Returns: whether there was one.
  @discardableResult
  mutating func takeBackOpening(size: Size?) -> Bool {
    guard var previous = earlier.popLast() else { return false }
    previous.keepPresenterState(of: current, size: size)
    current = previous
    return true
  }

  /// Applies one of a journal's records after its first: a header opens its scenario over the
  /// one open, its sides made by `sides`; a store's line goes to the scenario open, where a
  /// side's `u` with nothing to take back takes back the scenario's opening.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  mutating func replay(
    _ record: SessionRecord,
    sides: (ScenarioDocument) throws(ScenarioError) -> StoreSides
  ) -> String? {
    guard case .open(let document) = record else { return replayLine(record) }
    if let problem = Self.journalProblem(with: document) { return problem }
    do throws(ScenarioError) {
      open(try sides(document), size: nil)
    } catch {
      return "opens a scenario that no longer loads: \(error)"
    }
    return nil
  }

  /// Applies a store's line to the scenario open.
  private mutating func replayLine(_ record: SessionRecord) -> String? {
    switch current.replay(record) {
    case .applied, .shown: return nil
    case .refused(let problem): return problem
    case .undoneAtStart:
      takeBackOpening(size: nil)
      return nil
    }
  }

  /// The longest file name an `open` record may hold, in UTF-8 bytes: Linux's `PATH_MAX`.
  static let journalFileNameBytes = 4096

  /// What is out of bounds in a scenario an `open` record holds, or nil: its text is held to
  /// a scenario file's own limits by the loader (1 MiB and the rest); its name, which messages
  /// repeat (escaped), to a path's.
  static func journalProblem(with document: ScenarioDocument) -> String? {
    let bytes = document.file.utf8.count
    guard bytes > journalFileNameBytes else { return nil }
    return "opens a scenario whose file name is \(bytes) bytes long (at most "
      + "\(journalFileNameBytes))"
  }
}
