import FlowEngine
import Scenarios

extension HeadlessCast {
  /// Records a scenario's Google Play side as the Play shell walks it: the start, then one
  /// frame per script step with its caption in the banner, and a marker per step, at the same
  /// fixed pace as Apple's recordings.
  public static func record(
    play story: PlayStory, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var shell = PlayShell(story: story)
    var cast = Asciicast(
      width: size.width, height: size.height,
      title: "AgeTUI — \(story.name) on Google Play: \(story.title)")
    var previous: Canvas?
    var time = 0.0
    func frame(_ shell: PlayShell) {
      let canvas = shell.render(size: size)
      cast.events.append(
        CastEvent(
          time: time, kind: .output,
          data: ANSIRenderer.frame(canvas, after: previous, usesColor: usesColor)))
      previous = canvas
    }
    cast.events.append(CastEvent(time: 0, kind: .marker, data: "start"))
    frame(shell)
    for (index, step) in story.steps.enumerated() {
      time += secondsPerStep
      _ = shell.update(.shell(.nextStep), size: size)
      cast.events.append(
        CastEvent(time: time, kind: .marker, data: "step \(index + 1): \(step.text)"))
      frame(shell)
    }
    return cast
  }
}
