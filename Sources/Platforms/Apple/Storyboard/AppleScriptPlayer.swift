import AgeScreen
import AppleScenarios
import AppleScreen
import FlowEngine
import Scenarios
import Storyboard

/// Plays a scenario's walkthrough in the simulator screen, headless, one step at a time,
/// exactly as `n` does in the TUI, so pictures show the screens a presenter would see.
public struct AppleScriptPlayer: Sendable {
  /// The screen, after ``position`` steps.
  public private(set) var shell: AppleShell
  /// The terminal size screens are laid out for.
  public let size: Size

  /// A player at the start of a scenario already opened (for `agetui run`, the run it played).
  public init(_ opened: AppleOpenScenario, size: Size) {
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
}
