import AgeScreen
import AmazonAppstore
import Scenarios

// MARK: - Journaling Amazon's side and replaying it

extension AmazonSide {
  /// The largest clock step a journal may hold, as a scenario allows it: a larger one is a
  /// damaged or hand-made record.
  public static let journalClockLimit = ScenarioLimits.clockStep.days

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
  public static func journalProblem(with screen: AmazonScreenPosition) -> String? {
    journalProblem(
      withLists: screen.lists, documentScroll: screen.documentScroll, titles: journalPaneTitles)
  }

  /// Puts the screen where a journal saw it, each list clamped to the rows it has now.
  public mutating func show(_ saved: AmazonScreenPosition) {
    focus = saved.focus
    showsWordingMarks = saved.wordingMarks ?? true
    showsTimeline = saved.showsTimeline
    bannerChoice = saved.banner
    documentScroll = saved.documentScroll
    for pane in Pane.allCases {
      lists[pane] = saved.lists[pane]
      lists[pane].resize(count: Self.panes[pane].itemCount(in: self))
    }
  }
}
