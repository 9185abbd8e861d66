import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

/// Google Play's Parent slot: the parent's Family Link, with the pending request and its
/// buttons, the parent's other buttons, then the child's settings and the requests answered
/// before.
public struct FamilyLinkPane: PlayButtonsPane {
  /// The request in the words `agetui prompts` lists for it, the buttons, the child's settings
  /// and the history.
  public func body(of shell: PlayShell, width: Int) -> PaneBody {
    let family = shell.familyLink
    // Family Link's words are AgeTUI's (Google documents the flow, not its screens): ≈.
    let mark = shell.showsWordingMarks ? " \(SimulatorShell.assumedMark)" : ""
    var text: [Line] = []
    if let request = family.request {
      text.append(Line(request.heading + mark, style: .title))
      text.append(Line(request.question))
      text += request.changeLines.map { Line($0) }
    } else {
      text.append(
        Line(
          shell.world.child.isSupervised
            ? "No request waiting." : "The account is not supervised: no parent answers for it.",
          style: .muted))
    }
    let items = Self.choices(of: family).map(PlayShell.line(for:))
    let after =
      [Line("", style: .plain)] + family.settings.map { Line("\($0.name): \($0.value)") }
      + family.history.map { Line($0, style: .muted) }
    return PaneBody(
      text: text, items: items, list: shell.lists.parent,
      badge: family.request.map { _ in "REQUEST" }, after: after, title: "Family Link",
      scroll: shell.documentScroll.parent)
  }

  /// The request's answers, then the parent's other buttons.
  public func choices(in shell: PlayShell) -> [PlayChoice?] {
    Self.choices(of: shell.familyLink)
  }

  private static func choices(of family: FamilyLinkPresentation) -> [PlayChoice] {
    (family.request?.choices ?? []) + family.choices
  }
}
