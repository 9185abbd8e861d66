import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation
import Presentation

/// Amazon's Parent slot: the pending consent request for the current version with its
/// buttons, Revoke consent, then the profile's supervision and consent and the requests
/// answered before. Every word is AgeTUI's invention (amazon.md §10), marked `≈` on the title,
/// the request's heading and each button.
public struct AmazonParentPane: AmazonButtonsPane {
  /// The parent's side, marked as its words are.
  public func body(of shell: AmazonSide, width: Int) -> PaneBody {
    let parent = shell.parent
    var text = [Line(shell.shown(parent.title), style: .accent)]
    if let heading = parent.requestHeading {
      text.append(Line(shell.shown(heading), style: .title))
      text += parent.requestLines.map { Line($0.text) }
    } else {
      text.append(
        Line(
          shell.world.child.isSupervised
            ? "No request waiting." : "The profile is not supervised: no parent consents for it.",
          style: .muted))
    }
    let after =
      [Line("", style: .plain)] + parent.settings.map { Line("\($0.name): \($0.value)") }
      + parent.history.map { Line($0, style: .muted) }
    return PaneBody(
      text: text, items: parent.choices.map(shell.line(for:)), list: shell.lists.parent,
      badge: parent.requestHeading.map { _ in "REQUEST" }, after: after, title: "Parent",
      scroll: shell.documentScroll.parent)
  }

  /// The request's answers, then the parent's other buttons.
  public func choices(in side: AmazonSide) -> [AmazonChoice?] {
    side.parent.choices
  }
}
