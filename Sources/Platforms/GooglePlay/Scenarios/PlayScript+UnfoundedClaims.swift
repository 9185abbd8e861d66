import Scenarios

extension PlayScript {
  /// What Google Play's script steps claim in their own narration and caption that the store's
  /// world after them does not have.
  public func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] {
    guard let run = PlayScenarioRunner.run(scenario) else { return [] }
    return UnfoundedClaim.claims(
      of: run, written: steps, under: "google-play.script", person: scenario.world.personName,
      parent: scenario.world.parentName
    ) { match, step in match.holds(after: step) }
  }
}
