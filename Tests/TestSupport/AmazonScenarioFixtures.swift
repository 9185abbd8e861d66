import AmazonAppstoreScenarios
import Scenarios

/// Scenario files on Amazon's side, loaded with Amazon's section alone.
enum AmazonScenarioFixtures {
  /// The sections the tests load with.
  static let sections: [any ScenarioSection] = [AmazonScenarioSection()]

  /// A file on Amazon alone: the shared header, then `amazon` as the `amazon-appstore:` block
  /// (indented by two spaces already).
  static func file(
    region: String = "US-TX", today: String = "2026-09-01", birthdate: String = "2012-03-02",
    parent: Bool = true, amazon: String
  ) -> String {
    """
    name: amazon-fixture
    title: An Amazon fixture
    summary: A teen on a Fire tablet.
    platforms: [amazon-appstore]
    world:
      today: \(today)
      region: \(region)
      person:
        name: Sofia
        birthdate: \(birthdate)
    \(parent ? "  parent: Carlos\n" : "")amazon-appstore:
    \(amazon)
    """
  }

  /// A transient error, the fault cleared, and the query again: an error row, then a live one,
  /// each checked by an `expect`.
  static let retried = file(
    today: "2026-09-14",
    amazon: """
        profile: {consented-on: 2026-08-01}
        fault: INTERNAL_TRANSIENT_ERROR
        script:
          - do: launch
            expect: {responseStatus: INTERNAL_TRANSIENT_ERROR, userStatus: "", retryable: true}
          - do: {set: {fault: none}}
          - do: query-again
            expect: {responseStatus: SUCCESS, userStatus: SUPERVISED, ageLower: 13, ageUpper: 15}
      """)

  /// Loads `text` as `fixture.yaml`.
  static func load(_ text: String) throws(ScenarioError) -> Scenario {
    try ScenarioLoader.load(text, file: "fixture.yaml", sections: sections)
  }
}
