extension HeadlessCast {
  /// Records a store's side as it walks its script, as Apple's recordings do: the start, then
  /// one frame per walkthrough step with its caption in the banner, and a marker per step
  /// naming its action as the script writes it, at the same fixed pace.
  public static func record<Side: WalkthroughSide>(
    walking side: Side, title: String, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var side = side
    var writer = CastWriter(
      title: "AgeTUI — \(side.scenarioName) on \(Side.platform.title): \(title)", size: size,
      secondsPerStep: secondsPerStep, usesColor: usesColor)
    writer.start(with: side.render(size: size))
    for number in stride(from: 1, through: side.scriptLength, by: 1) {
      _ = side.update(.shell(.nextStep), size: size)
      writer.step(
        "step \(number): \(Side.scriptText(side.stepAction(number)))", side.render(size: size))
    }
    return writer.cast
  }
}
