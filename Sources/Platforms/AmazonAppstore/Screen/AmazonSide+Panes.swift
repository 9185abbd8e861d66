import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation
import Presentation

// MARK: - What each pane shows

extension AmazonSide: PaneHost {
  /// A pane's choice performs an action on Amazon's world.
  public typealias StoryAction = AmazonAction
}

extension AmazonSide {
  /// The child's Fire tablet.
  public var tablet: FireTabletPresentation { FireTabletPresentation(world) }
  /// The parent's side.
  public var parent: AmazonParentPresentation { AmazonParentPresentation(world) }
  /// The Developer Console.
  public var console: DeveloperConsolePresentation { DeveloperConsolePresentation(world) }
  /// Amazon's Settings rows.
  public var settings: AmazonSettingsPresentation { AmazonSettingsPresentation(world) }

  /// The components in Amazon's four slots.
  static let panes = PerPane<any ShellPane<AmazonSide>>.amazonAppstore

  /// Every pane's body at `size`, each laid out to the width its component asks for.
  func bodies(size: Size) -> [Pane: PaneBody] {
    var bodies: [Pane: PaneBody] = [:]
    for pane in Pane.allCases {
      let component = Self.panes[pane]
      bodies[pane] = component.body(of: self, width: component.textWidth(in: self, size: size))
    }
    return bodies
  }

  /// `wording` as the screen shows it: after `≈` when it is AgeTUI's and the marks show.
  func shown(_ wording: Wording) -> String {
    WordingMark.shown(wording, marks: showsWordingMarks)
  }

  /// A button's row, marked as its words are and styled by its role.
  func line(for choice: AmazonChoice) -> Line {
    ChoiceLine.line(label: shown(choice.wording), role: choice.role)
  }
}

extension PerPane where Value == any ShellPane<AmazonSide> {
  /// Amazon's panes: the child's Fire tablet, the parent's side, Amazon's Settings, and the
  /// Developer Console (or the Timeline).
  public static var amazonAppstore: PerPane<any ShellPane<AmazonSide>> {
    PerPane(
      child: FireTabletPane(), parent: AmazonParentPane(), settings: AmazonSettingsPane(),
      timeline: DeveloperConsolePane())
  }
}
