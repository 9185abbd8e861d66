import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

/// The default app: what a scenario's world gets for `app:` keys it leaves out.
@Suite("The default app")
struct DefaultAppTests {
  static let appBlock = """
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"

    """

  /// An app as the loader should give it, in the words of a scenario file.
  struct Expected: Sendable, CustomTestStringConvertible {
    var label: String
    var name = "Landmarks"
    var gates = [13, 16]
    var feature = "Photo sharing"
    var featureMinimumAge = 16
    var changes: [ChangeID] = ["video-calling"]
    var version = "2.0"
    var installedAt = "1.0"

    var testDescription: String { label }
  }

  static let changeTexts: [ChangeID: (String, String)] = [
    "video-calling": ("2.0", "This update adds video calling with people in your contacts."),
    "location-sharing": ("2.1", "Adds location sharing."),
  ]

  static let cases: [(String, Expected)] = [
    ("", Expected(label: "no app: Landmarks 2.0 installed at 1.0, with video calling")),
    ("  app: {}\n", Expected(label: "an empty app: the same")),
    ("  app: {gates: [18]}\n", Expected(label: "gates only", gates: [18])),
    (
      "  app: {name: Trails, feature: {name: Chat, minimum-age: 13}}\n",
      Expected(
        label: "a name and a feature", name: "Trails", feature: "Chat", featureMinimumAge: 13)
    ),
    (
      "  app: {version: \"1.0\"}\n",
      Expected(
        label: "a version alone brings no change and no install version from the default",
        changes: [], version: "1.0")
    ),
    (
      "  app: {version: \"2.0\", installed-at: \"2.0\"}\n",
      Expected(
        label: "an install version takes the whole history from the scenario", changes: [],
        installedAt: "2.0")
    ),
    (
      "  app:\n    version: \"2.1\"\n    changes:\n"
        + "      - {id: location-sharing, version: \"2.1\", description: Adds location sharing.}\n",
      Expected(label: "its own changes", changes: ["location-sharing"], version: "2.1")
    ),
  ]

  @Test("keys a scenario leaves out come from the default app", arguments: cases)
  func inherits(block: String, expected: Expected) throws {
    let text = ScenarioFixtures.minimal(replacing: Self.appBlock, with: block)
    let scenario = try ScenarioFixtures.load(text)
    let changes = try expected.changes.map { id in
      let (version, description) = try #require(Self.changeTexts[id])
      return SignificantChange(
        id: id, introducedIn: try #require(AppVersion(version)), description: description)
    }
    let app = AppConfig(
      name: expected.name, bundleID: "com.example.landmarks", gates: expected.gates,
      featureName: expected.feature, featureMinimumAge: expected.featureMinimumAge,
      changes: changes, currentVersion: try #require(AppVersion(expected.version)),
      originalInstallVersion: try #require(AppVersion(expected.installedAt)))
    expectNoDifference(scenario.world.app, app)
  }

  @Test("changes without a version: the version is the scenario's to give")
  func changesNeedTheirVersion() {
    let text = ScenarioFixtures.minimal(
      replacing: Self.appBlock,
      with: "  app:\n    changes: []\n")
    expectNoDifference(
      ScenarioFixtures.error(text),
      "test.yaml:11:5: error: world.app: missing required key \"version\"")
  }
}
