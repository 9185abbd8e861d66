import AgeScreen
import GooglePlay
import Scenarios

// MARK: - Journaling Play's side and replaying it

extension PlayShell {
  /// The lists whose refresh starts over when the story moves on, whatever they held before
  /// (``startingOver(_:count:following:)``: the phone's and Family Link's buttons, Play Console
  /// and the Timeline), so a replay may count them once after its last action. Settings keeps
  /// its row within the new count, which depends on every count before, so it is counted after
  /// each action.
  static let listsStartingOver: Set<Pane> = [.child, .parent, .timeline]

  /// The largest clock step a journal may hold on Play's side, as a scenario script allows it:
  /// the keys and scripts never make larger ones, so a larger one is a damaged or hand-made
  /// record (Play's clock moves day by day).
  public static let journalClockLimit = ScenarioLimits.clockStep.days

  /// Where the screen is now, as the journal saves it.
  public var screen: PlayScreen {
    PlayScreen(
      focus: focus, lists: lists, documentScroll: documentScroll, showsTimeline: showsTimeline,
      banner: bannerChoice, shownDevice: shownDevice,
      wordingMarks: showsWordingMarks ? nil : false)
  }

  /// A replayed action leaves the lists that start over (``listsStartingOver``) for
  /// ``settleReplay()``: counting them is most of an action's replay, so the next record that
  /// is not an action, or the end of the replay, counts them once.
  public mutating func replayAction(_ action: PlayAction) {
    perform(action, deferringLists: Self.listsStartingOver)
  }

  /// Counts the lists replayed actions left (``countDeferredLists()``).
  public mutating func settleReplay() { countDeferredLists() }

  /// What is out of range in a Play action read from a journal, or nil: every value is held to
  /// what a Google Play script allows (``ScenarioLimits``): a change's description to 200
  /// characters on one line, its ID to 60 in kebab-case, and so on.
  public static func journalProblem(with action: PlayAction) -> String? {
    switch action {
    case .advanceClock(let days):
      guard !(1...journalClockLimit).contains(days) else { return nil }
      return "moves Google Play's clock by \(days) days (1 to \(journalClockLimit) at a time)"
    case .declareChange(let id, let description, _):
      if let problem = journalProblem(withChangeID: id) {
        return "declares a change whose \(problem)"
      }
      return ScenarioLimits.lineProblem(
        description, maximumLength: ScenarioLimits.changeDescriptionLength
      ).map { "declares change \(id) with a description that \($0)" }
    case .cancelChange(let id):
      return journalProblem(withChangeID: id).map { "cancels a change whose \($0)" }
    case .setAgeRanges(let ages):
      let (count, values) = (ScenarioLimits.playAgeRangeCount, ScenarioLimits.playAgeValues)
      guard ages.count <= count else {
        return "sets \(ages.count) minimum ages in Play Console (at most \(count))"
      }
      guard let age = ages.first(where: { !values.contains($0) }) else { return nil }
      return "sets a minimum age of \(age) in Play Console (\(values.lowerBound) to "
        + "\(values.upperBound))"
    case .set(.region(let code)):
      return ScenarioLimits.lineProblem(
        code.rawValue, maximumLength: ScenarioLimits.regionCodeLength
      ).map { "moves Google Play's account to a region whose code \($0)" }
    case .launch, .close, .install, .checkAgain, .answerSharingPrompt, .parentAnswers, .revoke,
      .set:
      // Devices, flags, enumerations and clamped dates: nothing larger than a script's.
      return nil
    }
  }

  /// What keeps a change ID read from a journal from being one a script could declare, as
  /// "ID is …", or nil.
  private static func journalProblem(withChangeID id: PlayWorld.ChangeID) -> String? {
    let text = id.rawValue
    if let problem = ScenarioLimits.lineProblem(text, maximumLength: ScenarioLimits.changeIDLength)
    {
      return "ID \(problem)"
    }
    return ScenarioLimits.isKebabCase(text) ? nil : "ID \(text) is not kebab-case"
  }

  /// The panes as a journal's problems name them: Play's slots, by the titles their tabs show.
  static let journalPaneTitles = PerPane(
    child: "Phone", parent: "Family Link", settings: "Settings", timeline: "Play Console")

  /// What is out of range in a Play screen read from a journal, or nil.
  public static func journalProblem(with screen: PlayScreen) -> String? {
    if screen.shownDevice == .parentPhone {
      return "shows the parent's phone in the Phone pane"
    }
    return journalProblem(
      withLists: screen.lists, documentScroll: screen.documentScroll, titles: journalPaneTitles)
  }

  /// Puts the screen where a journal saw it, each list clamped to the rows it has now.
  public mutating func show(_ saved: PlayScreen) {
    focus = saved.focus
    // A second device the world no longer has falls back to the phone.
    shownDevice = world.flows[saved.shownDevice] == nil ? .childPhone : saved.shownDevice
    showsWordingMarks = saved.wordingMarks ?? true
    showsTimeline = saved.showsTimeline
    bannerChoice = saved.banner
    documentScroll = saved.documentScroll
    for pane in Pane.allCases {
      lists[pane] = saved.lists[pane]
      lists[pane].resize(count: itemCount(of: pane))
    }
  }
}
