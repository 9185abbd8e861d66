import Scenarios

extension AmazonScript {
  /// What Amazon Appstore's script steps claim in their own narration and caption that
  /// Amazon's world after them does not have.
  public func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] {
    unfoundedClaims(in: scenario, under: "amazon-appstore.script") { $0.holds(after: $1) }
  }
}
