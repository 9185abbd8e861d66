import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation
import Presentation

/// Amazon's Child slot: the child's Fire tablet as one document (the app's state and screen,
/// its buttons, then the `GetUserAgeData` row the app last received, each of Amazon's six keys
/// with its value and a sentence on what it means).
public struct FireTabletPane: AmazonButtonsPane {
  /// The tablet's text is laid out to the slot's width, less its margins.
  public func textWidth(in shell: AmazonSide, size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: shell.focus).content(of: .child)
    return max(1, (content?.width ?? size.width - 2) - 2)
  }

  /// The tablet: its status and headline, the app's screen, its buttons, what it received.
  public func body(of shell: AmazonSide, width: Int) -> PaneBody {
    let tablet = shell.tablet
    let text: [Line] =
      [
        Line([
          Span(
            "\(tablet.status.marker) \(tablet.status.label) ",
            style: tablet.status.style),
          Span(shell.shown(tablet.headline), style: .title),
        ])
      ] + tablet.text.map { Line(shell.shown($0)) }
    let received = FieldList(
      heading: "The app received (GetUserAgeData):",
      fields: tablet.received.map { FieldList.Field(name: $0.name, value: $0.value) },
      empty: "The app has received nothing yet."
    ).lines(width: width)
    let explained =
      tablet.explanation.isEmpty
      ? []
      : [Line("What each value means:", style: .title)]
        + tablet.explanation.flatMap { sentence in
          DisplayWidth.wrap(sentence, to: max(1, width - 2)).map { Line("  \($0)", style: .muted) }
        }
    return PaneBody(
      text: text, items: tablet.choices.map(shell.line(for:)), list: shell.lists.child,
      badge: tablet.status.label, after: received + explained, title: tablet.title,
      scroll: shell.documentScroll.child)
  }

  /// The app's buttons.
  public func choices(in side: AmazonSide) -> [AmazonChoice?] {
    side.tablet.choices
  }
}
