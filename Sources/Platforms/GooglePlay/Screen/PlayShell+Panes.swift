import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

// MARK: - What each pane shows

extension PlayShell: PaneHost {
  /// A pane's choice performs an action on Play's world.
  public typealias StoryAction = PlayAction
}

extension PlayShell {
  /// The child's phone.
  public var phone: AndroidPhonePresentation {
    AndroidPhonePresentation(world, device: shownDevice)
  }
  /// The parent's Family Link.
  public var familyLink: FamilyLinkPresentation { FamilyLinkPresentation(world) }
  /// Play Console.
  public var console: PlayConsolePresentation { PlayConsolePresentation(world) }
  /// Play's Settings rows.
  public var settings: PlaySettingsPresentation { PlaySettingsPresentation(world) }

  /// The components in Play's four slots.
  static let panes = PerPane<any ShellPane<PlayShell>>.googlePlay

  /// How many rows `pane`'s list has.
  func itemCount(of pane: Pane) -> Int { Self.panes[pane].itemCount(in: self) }

  /// Every pane's body at `size`, each laid out to the width its component asks for.
  func bodies(size: Size) -> [Pane: PaneBody] {
    var bodies: [Pane: PaneBody] = [:]
    for pane in Pane.allCases {
      let component = Self.panes[pane]
      bodies[pane] = component.body(of: self, width: component.textWidth(in: self, size: size))
    }
    return bodies
  }

  /// What choosing row `index` of a list of `choices` does: its button's action, or, on a row
  /// that only shows something, a word that there is nothing to choose.
  static func choice(at index: Int, of choices: [PlayChoice?]) -> PaneChoice<PlayAction> {
    guard choices.indices.contains(index), let choice = choices[index] else {
      return .explain("Nothing to choose here.")
    }
    return .perform(choice.action, keepsSelection: false)
  }

  /// A list of buttons that starts again at the first when the story moves on, and otherwise
  /// keeps its selection within `count`.
  static func startingOver(_ list: ScrollList, count: Int, following: Bool) -> ScrollList {
    guard !following else { return ScrollList(count: count) }
    var resized = list
    resized.resize(count: count)
    return resized
  }

  // MARK: - Styling

  static func line(for choice: PlayChoice) -> Line {
    ChoiceLine.line(label: choice.label, role: choice.role)
  }

  static func marker(for status: AppStatus) -> String { status.marker }

  static func style(for status: AppStatus) -> CellStyle { status.style }
}
