extension PlayableScript where Step: CaptionedStep {
  /// What the script's steps (under `script`: `google-play.script`) claim in their own words
  /// that the store's world after them does not have, the part of `scenario` played by
  /// ``PartRunner`` and each claim judged by `holds`, the store's reading of an outcome.
  public func unfoundedClaims(
    in scenario: Scenario, under script: String,
    holds: (NarrationClaim.Match, RunStep<World>) -> Bool
  ) -> [UnfoundedClaim] {
    guard let run = PartRunner<Self>.run(scenario) else { return [] }
    return UnfoundedClaim.claims(
      of: run, written: steps, under: script, person: scenario.world.personName,
      parent: scenario.world.parentName, holds: holds)
  }
}
