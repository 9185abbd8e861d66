import AgeScreen
import AmazonAppstore
import Scenarios

// MARK: - Journaling Amazon's side and replaying it

extension AmazonSide {
  /// The largest clock step a journal may hold, as a scenario allows it: a larger one is a
  /// damaged or hand-made record.
  public static let journalClockLimit = SessionHistory.journalClockLimits.days

  /// The longest change ID or description a journal may hold, as a scenario allows them.
  static let journalTextLimits = (
    id: ScenarioLimits.changeIDLength, description: ScenarioLimits.changeDescriptionLength
  )

  /// Where the screen is now, as the journal saves it.
  public var screen: AmazonScreenPosition {
    AmazonScreenPosition(
      focus: focus, lists: lists, documentScroll: documentScroll, showsTimeline: showsTimeline,
      banner: bannerChoice, wordingMarks: showsWordingMarks ? nil : false)
  }

  /// The records made since the journal last took them, with the screen when it moved, as a
  /// save command (none when nothing changed).
  mutating func journalCommands() -> [ProgramCommand<AmazonRecord>] {
    let now = screen
    if now != savedScreen {
      unsavedRecords.append(.screen(now))
      savedScreen = now
    }
    defer { unsavedRecords = [] }
    return unsavedRecords.isEmpty ? [] : [.save(unsavedRecords, startsNewJournal: false)]
  }

  /// Applies one record read from a journal after checking its values, as the keys applied it.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: AmazonRecord) -> String? {
    switch record {
    case .jump(let position, let cause):
      guard (0...scriptLength).contains(position) else {
        return "jumps to Amazon Appstore's step \(position) of \(story.name), whose walkthrough "
          + "has \(scriptLength) steps"
      }
      jump(to: position, cause: cause)
    case .perform(let action):
      if let problem = Self.journalProblem(with: action) { return problem }
      perform(action)
    case .undo:
      undo()
    case .screen(let saved):
      if let problem = Self.journalProblem(with: saved) { return problem }
      show(saved)
    case .shown: break
    }
    unsavedRecords = []
    return nil
  }

  /// Ends a replay: the notice says what was restored (`actions` live actions).
  public mutating func finishRestore(actions: Int) {
    unsavedRecords = []
    savedScreen = screen
    notice = WalkthroughNotice.resumed(story.name, actions: actions, now: walkthroughLabel)
  }

  /// What is out of range in an Amazon action read from a journal, or nil: every value is held
  /// to what a scenario allows (a change's ID kebab-case and short, its description one short
  /// line, the clock forward by at most a script's step).
  public static func journalProblem(with action: AmazonAction) -> String? {
    switch action {
    case .advanceClock(let days):
      guard !(1...journalClockLimit).contains(days) else { return nil }
      return "moves Amazon Appstore's clock by \(days) days (1 to \(journalClockLimit) at a time)"
    case .reportChange(let id, let description):
      if let problem = ScenarioLimits.lineProblem(
        id.rawValue, maximumLength: journalTextLimits.id)
      {
        return "reports a change whose ID \(problem)"
      }
      guard ScenarioLimits.isKebabCase(id.rawValue) else {
        return "reports a change whose ID \(id) is not kebab-case"
      }
      return ScenarioLimits.lineProblem(description, maximumLength: journalTextLimits.description)
        .map { "reports change \(id) with a description that \($0)" }
    case .set(.region(let code)):
      return ScenarioLimits.lineProblem(
        code.rawValue, maximumLength: ScenarioLimits.regionCodeLength
      ).map { "moves Amazon Appstore's profile to a region whose code \($0)" }
    case .launch, .close, .queryAgain, .parentConsents, .parentWithholds, .parentRevokes, .set:
      // Devices, flags and statuses: nothing larger than a script's.
      return nil
    }
  }

  /// The panes as a journal's problems name them, by the titles their tabs show.
  static let journalPaneTitles = PerPane(
    child: "Fire tablet", parent: "Parent", settings: "Settings", timeline: "Dev Console")

  /// What is out of range in a screen read from a journal, or nil.
  static func journalProblem(with screen: AmazonScreenPosition) -> String? {
    if let problem = SimulatorShell.journalProblem(with: screen.lists, titles: journalPaneTitles) {
      return problem
    }
    let limit = SimulatorShell.journalListLimit
    for pane in Pane.allCases where !(0...limit).contains(screen.documentScroll[pane]) {
      return
        "scrolls the \(journalPaneTitles[pane]) pane to \(screen.documentScroll[pane]) (0 to \(limit))"
    }
    return nil
  }

  /// Puts the screen where a journal saw it, each list clamped to the rows it has now.
  private mutating func show(_ saved: AmazonScreenPosition) {
    focus = saved.focus
    showsWordingMarks = saved.wordingMarks ?? true
    showsTimeline = saved.showsTimeline
    bannerChoice = saved.banner
    documentScroll = saved.documentScroll
    for pane in Pane.allCases {
      lists[pane] = saved.lists[pane]
      lists[pane].resize(count: Self.panes[pane].itemCount(in: self))
    }
    savedScreen = saved
  }
}
