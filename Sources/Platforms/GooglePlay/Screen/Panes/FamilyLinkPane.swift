import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

/// Google Play's Parent slot: the parent's Family Link, with the pending request and its
/// buttons, the parent's other buttons, then the child's settings and the requests answered
/// before.
public struct FamilyLinkPane: PlayButtonsPane {
  /// The request in the words `agetui prompts` lists for it, the buttons, the child's settings
  /// and the history, marked as the catalogue says (``WordingMark``): Family Link's heading
  /// for its words, the request's heading for its lines, and each button.
  public func body(of shell: PlayShell, width: Int) -> PaneBody {
    let family = shell.familyLink
    let marks = shell.showsWordingMarks
    let settings = family.settingsContent
    func shown(_ wording: Wording?, or text: String) -> String {
      wording.map { WordingMark.shown($0, marks: marks) } ?? text
    }
    var text = [Line(shown(settings.title, or: family.title), style: .accent)]
    var buttons: [Wording] = []
    if let request = family.request {
      let content = request.content
      text.append(Line(shown(content.title, or: request.heading), style: .title))
      text.append(Line(request.question))
      text += request.changeLines.map { Line($0) }
      buttons = content.buttons
    } else {
      text.append(
        Line(
          shell.world.child.isSupervised
            ? "No request waiting." : "The account is not supervised: no parent answers for it.",
          style: .muted))
    }
    buttons += settings.buttons
    let items = zip(Self.choices(of: family), buttons).map { choice, wording in
      ChoiceLine.line(label: WordingMark.shown(wording, marks: marks), role: choice.role)
    }
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
