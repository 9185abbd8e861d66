import Scenarios

extension AppleScript {
  /// What Apple's script steps claim in their own narration and caption that the simulation
  /// after them does not have; the automatic answers' words are AgeTUI's, and not judged.
  public func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] {
    UnfoundedClaim.claims(
      of: AppleScenarioRunner.run(scenario), written: steps, under: "script",
      person: scenario.world.personName, parent: scenario.world.parentName
    ) { match, step in match.holds(after: step) }
  }
}
