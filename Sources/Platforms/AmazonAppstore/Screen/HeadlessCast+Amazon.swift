import AgeScreen

extension HeadlessCast {
  /// Records a scenario's Amazon side as ``AmazonSide`` walks it: the start, then one frame per
  /// walkthrough step with its caption in the banner, and a marker per step, at the same fixed
  /// pace as the other stores' recordings.
  public static func record(
    amazon story: AmazonStory, size: Size = Size(width: 120, height: 40),
    secondsPerStep: Double = 3, usesColor: Bool = true
  ) -> Asciicast {
    var side = AmazonSide(story: story)
    var writer = CastWriter(
      title: "AgeTUI — \(story.name) on Amazon Appstore: \(story.title)", size: size,
      secondsPerStep: secondsPerStep, usesColor: usesColor)
    writer.start(with: side.render(size: size))
    for (index, step) in story.steps.enumerated() {
      _ = side.update(.shell(.nextStep), size: size)
      writer.step("step \(index + 1): \(step.caption)", side.render(size: size))
    }
    return writer.cast
  }
}
