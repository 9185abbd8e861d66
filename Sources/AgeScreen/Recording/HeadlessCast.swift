import FlowEngine
import Scenarios

/// Renders a scenario's script as a recording of the TUI's frames, as the walkthrough shows
/// them: the start, then one frame per walkthrough step (automatic answers included) with its narration in the banner, and a
/// marker per step. Simulated time runs at a fixed pace, so the file is the same every time.
public enum HeadlessCast {
  /// Records a scenario already opened (for `agetui run`, the run it played and checked) at a
  /// terminal size.
  public static func record(
    _ opened: OpenScenario, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var shell = SimulatorShell(opening: opened, opener: .none)
    var cast = Asciicast(
      width: size.width, height: size.height,
      title: "AgeTUI — \(shell.scenario.name): \(shell.scenario.title)")
    var previous: Canvas?
    var time = 0.0
    func frame(_ shell: SimulatorShell) {
      let canvas = shell.render(size: size)
      cast.events.append(
        CastEvent(
          time: time, kind: .output,
          data: ANSIRenderer.frame(canvas, after: previous, usesColor: usesColor)))
      previous = canvas
    }
    cast.events.append(CastEvent(time: 0, kind: .marker, data: "start"))
    frame(shell)
    while shell.scriptPosition < shell.scriptLength {
      time += secondsPerStep
      _ = shell.update(.nextStep, size: size)
      let text = shell.walkthrough.step(reaching: shell.scriptPosition)?.actionText ?? ""
      cast.events.append(
        CastEvent(time: time, kind: .marker, data: "step \(shell.scriptPosition): \(text)"))
      frame(shell)
    }
    return cast
  }
}
