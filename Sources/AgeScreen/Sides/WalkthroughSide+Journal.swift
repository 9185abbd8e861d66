// MARK: - Journaling a walkthrough side and replaying it

extension WalkthroughSide {
  /// An action read from a journal is performed as the key performed it.
  public mutating func replayAction(_ action: MomentAction) { perform(action) }

  /// Nothing is left for a replay to finish.
  public mutating func settleReplay() {}

  /// The records made since the journal last took them, with the screen when it moved, as a
  /// save command (none when nothing changed).
  public mutating func journalCommands() -> [ProgramCommand<Record>] {
    let now = screen
    if now != savedScreen {
      unsavedRecords.append(.screen(now))
      savedScreen = now
    }
    defer { unsavedRecords = [] }
    return unsavedRecords.isEmpty ? [] : [.save(unsavedRecords, startsNewJournal: false)]
  }

  /// Applies one record read from a journal after checking its values, as the keys applied it;
  /// `shown` is the session's (``StoreSides``), not the side's, and changes nothing here.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: Record) -> String? {
    switch record {
    case .perform(let action):
      if let problem = Self.journalProblem(with: action) { return problem }
      // What an action leaves (``replayAction(_:)``) is settled by the next record that is not
      // an action, or by the end of the replay.
      replayAction(action)
    case .jump(let position, let cause):
      guard (0...scriptLength).contains(position) else {
        return "jumps to \(Self.platform.title)'s step \(position) of \(scenarioName), whose "
          + "walkthrough has \(scriptLength) steps"
      }
      settleReplay()
      jump(to: position, cause: cause, size: nil)
    case .undo:
      settleReplay()
      undo()
    case .screen(let saved):
      if let problem = Self.journalProblem(with: saved) { return problem }
      settleReplay()
      show(saved)
      savedScreen = saved
    case .shown: break
    }
    unsavedRecords = []
    return nil
  }

  /// Ends a replay: the journal holds everything replayed, and the notice says what was
  /// restored (`actions` live actions).
  public mutating func finishRestore(actions: Int) {
    settleReplay()
    unsavedRecords = []
    savedScreen = screen
    notice = WalkthroughNotice.resumed(scenarioName, actions: actions, now: walkthroughLabel)
  }

  /// A record as a line of the session's journal, under ``StoreSide/journalKey``.
  public static func sessionRecord(_ record: Record) -> SessionRecord {
    .store(StoreJournalRecord(record, key: journalKey, platform: platform))
  }

  /// The record of a line under ``StoreSide/journalKey``, nil for any other line or one that
  /// does not hold this side's record.
  public static func sideRecord(in record: SessionRecord) -> Record? {
    guard case .store(let stored) = record, stored.key == journalKey else { return nil }
    return stored.decoded(as: Record.self)
  }

  /// ``WalkthroughRecord/shown(_:)``.
  public static func shownRecord(_ shown: Bool) -> Record? { .shown(shown) }

  /// `u`.
  public static func isUndo(_ action: WalkthroughSideAction) -> Bool { action == .shell(.undo) }

  /// ``WalkthroughRecord/undo``.
  public static var undoRecord: Record? { .undo }

  /// Whether there is a state before this one.
  public var canUndo: Bool { !past.isEmpty }

  /// The side a ``WalkthroughRecord/shown(_:)`` record shows.
  public static func shown(by record: Record) -> Bool? {
    guard case .shown(let shown) = record else { return nil }
    return shown
  }

  /// ``WalkthroughRecord/perform(_:)``.
  public static func isAction(_ record: Record) -> Bool {
    guard case .perform = record else { return false }
    return true
  }

  /// What is out of range in a screen's lists and document scrolls read from a journal, the
  /// panes named by `titles` (the titles their tabs show), or nil.
  public static func journalProblem(
    withLists lists: PerPane<ScrollList>, documentScroll: PerPane<Int>, titles: PerPane<String>
  ) -> String? {
    if let problem = lists.journalProblem(titles: titles) {
      return problem
    }
    let limit = PerPane<ScrollList>.journalLimit
    for pane in Pane.allCases where !(0...limit).contains(documentScroll[pane]) {
      return "scrolls the \(titles[pane]) pane to \(documentScroll[pane]) (0 to \(limit))"
    }
    return nil
  }
}
