import AgeScreen
import FlowEngine
import Scenarios

/// Plays a scenario's walkthrough in the simulator screen, headless, one step at a time,
/// exactly as `n` does in the TUI, so pictures show the screens a presenter would see.
public struct ScriptPlayer: Sendable {
  /// The screen, after ``position`` steps.
  public private(set) var shell: SimulatorShell
  /// The terminal size screens are laid out for.
  public let size: Size

  /// A player at the scenario's start.
  public init(_ document: ScenarioDocument, size: Size) throws(ScenarioError) {
    shell = try SimulatorShell(document: document)
    self.size = size
  }

  /// How many steps the walkthrough has (script steps and automatic answers).
  public var stepCount: Int { shell.scriptLength }

  /// How many steps have been played.
  public var position: Int { shell.scriptPosition }

  /// Plays the next step; returns it, or nil at the end of the walkthrough.
  public mutating func next() -> WalkthroughStep? {
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
    var focused = shell
    focused.focus = pane
    let layout = focused.frame(size: size).layout(size: size)
    guard let rect = layout.panes[pane] else { return nil }
    return (focused.render(size: size), rect)
  }
}
