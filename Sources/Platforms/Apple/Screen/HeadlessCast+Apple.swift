import AgeScreen

extension HeadlessCast {
  /// Records a scenario already opened on Apple's side (for `agetui run`, the run it played and
  /// checked) at a terminal size.
  public static func record(
    _ opened: AppleOpenScenario, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var shell = AppleShell(opening: opened)
    var writer = CastWriter(
      title: "AgeTUI — \(shell.scenario.name): \(shell.scenario.title)", size: size,
      secondsPerStep: secondsPerStep, usesColor: usesColor)
    writer.start(with: shell.render(size: size))
    while shell.scriptPosition < shell.scriptLength {
      _ = shell.update(.nextStep, size: size)
      let text = shell.walkthrough.step(reaching: shell.scriptPosition)?.actionText ?? ""
      writer.step("step \(shell.scriptPosition): \(text)", shell.render(size: size))
    }
    return writer.cast
  }
}
