import AgeScreen
import AppleScenarios
import AppleScreen
import FlowEngine
import Scenarios
import Storyboard

/// Plays a scenario's walkthrough in the simulator screen, headless, one step at a time,
/// exactly as `n` does in the TUI, so pictures show the screens a presenter would see.
public struct ScriptPlayer: Sendable {
  /// The screen, after ``position`` steps.
  public private(set) var shell: AppleShell
  /// The terminal size screens are laid out for.
  public let size: Size

  /// A player at the start of a scenario already opened (for `agetui run`, the run it played).
  public init(_ opened: OpenScenario, size: Size) {
    shell = AppleShell(opening: opened)
    self.size = size
  }

  /// How many steps the walkthrough has (script steps and automatic answers).
  public var stepCount: Int { shell.scriptLength }

  /// How many steps have been played.
  public var position: Int { shell.scriptPosition }

  /// Plays the next step; returns it, or nil at the end of the walkthrough.
  public mutating func next() -> AppleWalkthroughStep? {
    guard position < stepCount else { return nil }
    _ = shell.update(.nextStep, size: size)
    return shell.walkthrough.step(reaching: position)
  }

  /// Plays steps until `position` reaches `step` (or the walkthrough ends).
  public mutating func advance(to step: Int) {
    while position < step, next() != nil {}
  }

  /// The whole screen as the TUI draws it now.
  public var canvas: Canvas { shell.render(size: size) }

  /// The whole screen as one SVG picture: what `agetui run --format svg` prints.
  public var frameSVG: String {
    SVGRenderer.render(canvas, title: "AgeTUI — \(shell.scenario.name) after step \(position)")
  }

  /// One pane as the TUI draws it when that pane has the focus (so narrow layouts, which show
  /// only the focused pane, still show it), with the whole canvas and the pane's rectangle.
  public func pane(_ pane: Pane) -> (canvas: Canvas, rect: Rect)? {
    panes([pane])[pane]
  }

  /// Each of `panes` as ``pane(_:)`` draws it, from one frame.
  ///
  /// A storyboard step draws two panes, and the screen's frame is the costly part: so the frame
  /// is built once, with the first pane focused and only the bodies of `panes` (the Timeline's
  /// grows with the session), each picture takes the frame with its own pane focused, and draws
  /// that pane alone (`ShellFrame.draw` draws a missing pane as an empty box in its own
  /// rectangle, which the picture does not show). The pane's rectangle holds what the
  /// whole screen holds there: a pane's body depends on the focus only through its width, which
  /// a frame built with another pane focused may lay out differently, so a pane whose body
  /// could differ (the Child pane's, the Settings pane's rows) is only taken from the frame
  /// built with it focused.
  public func panes(_ panes: [Pane]) -> [Pane: (canvas: Canvas, rect: Rect)] {
    guard let first = panes.first else { return [:] }
    var focused = shell
    focused.focus = first
    let frame = focused.frame(size: size, showing: Set(panes))
    var pictures: [Pane: (canvas: Canvas, rect: Rect)] = [:]
    for pane in panes {
      var paneFrame: ShellFrame
      if pane == first || !Self.widthDependsOnFocus(pane) {
        paneFrame = frame
        paneFrame.focus = pane
      } else {
        var other = shell
        other.focus = pane
        paneFrame = other.frame(size: size, showing: [pane])
      }
      paneFrame.panes = paneFrame.panes.filter { $0.key == pane }
      let layout = paneFrame.layout(size: size)
      guard let rect = layout.panes[pane] else { continue }
      pictures[pane] = (paneFrame.render(size: size), rect)
    }
    return pictures
  }

  /// Whether the pane's body is laid out to a width that depends on the focus.
  private static func widthDependsOnFocus(_ pane: Pane) -> Bool {
    switch pane {
    case .child, .settings: true
    case .parent, .timeline: false
    }
  }
}
