import AgeScreen
import FlowEngine
import GooglePlayScenarios
import Scenarios

extension HeadlessCast {
  /// Records a scenario's Google Play side as the Play shell walks it: the start, then one
  /// frame per script step with its caption in the banner, and a marker per step, at the same
  /// fixed pace as Apple's recordings. Given the `run` that played the script already, the
  /// shell takes its worlds from it.
  public static func record(
    play story: PlayStory, playedBy run: PlayRun? = nil, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var shell = run.map { PlayShell(story: story, playedBy: $0) } ?? PlayShell(story: story)
    var writer = CastWriter(
      title: "AgeTUI — \(story.name) on Google Play: \(story.title)", size: size,
      secondsPerStep: secondsPerStep, usesColor: usesColor)
    writer.start(with: shell.render(size: size))
    for (index, step) in story.steps.enumerated() {
      _ = shell.update(.shell(.nextStep), size: size)
      writer.step("step \(index + 1): \(step.text)", shell.render(size: size))
    }
    return writer.cast
  }
}
