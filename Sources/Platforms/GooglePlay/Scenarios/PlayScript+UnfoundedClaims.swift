import Scenarios

extension PlayScript {
  /// What Google Play's script steps claim in their own narration and caption that Play's
  /// world after them does not have.
  public func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] {
    unfoundedClaims(in: scenario, under: "google-play.script") { $0.holds(after: $1) }
  }
}
