import Scenarios

extension AmazonScript {
  /// What Amazon Appstore's script steps claim in their own narration and caption that the store's
  /// world after them does not have.
  public func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] {
    guard let run = AmazonScenarioRunner.run(scenario) else { return [] }
    return UnfoundedClaim.claims(
      of: run, written: steps, under: "amazon-appstore.script", person: scenario.world.personName,
      parent: scenario.world.parentName
    ) { match, step in match.holds(after: step) }
  }
}
