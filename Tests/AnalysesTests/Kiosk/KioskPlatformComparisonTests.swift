import Analyses
import AppleAnalyses
import CustomDump
import GooglePlayAnalyses
import Scenarios
import Stores
import Testing

@testable import KioskStore

/// A third store's column in `compare --by platform`: the kiosk registers a ``StoreMoments``
/// with its compare side, and the comparison gives it a column of its own beside Apple's and
/// Google Play's, in the list's order, with no source file knowing it.
@Suite struct KioskPlatformComparisonTests {

  /// `compare`'s stores with the kiosk's after the registered ones.
  static let kinds = KioskFixtures.stores.map(\.compareSide)

  private func comparison(platforms: String) throws -> PlatformComparison {
    let scenario = try ScenarioLoader.load(
      KioskFixtures.file(besidePlay: platforms), file: "kiosk.yaml",
      sections: KioskFixtures.sections)
    return try PlatformComparison(
      scenario: scenario, stores: CompareSideKind.moments(of: Self.kinds), scenariosWithBoth: [])
  }

  @Test func aThirdStoreGetsItsOwnColumnInTheListsOrder() throws {
    let comparison = try comparison(platforms: "[apple, google-play, kiosk]")
    expectNoDifference(
      comparison.columns,
      [
        PlatformComparison.Column(platform: .apple, jsonKey: "apple"),
        PlatformComparison.Column(platform: .googlePlay, jsonKey: "googlePlay"),
        PlatformComparison.Column(platform: KioskSection.kiosk, jsonKey: "kiosk"),
      ])
    expectNoDifference(comparison.rows.map(\.moment), [.age])
    expectNoDifference(comparison.rows.first?.phrases.count, 3)
    expectNoDifference(
      comparison.rows.first?.phrases.last,
      [
        "the kiosk plays launch", "the kiosk plays ask-parent", "the kiosk plays decline",
        "the kiosk plays poll",
      ])
    expectNoDifference(
      comparison.rendered(.text).split(separator: "\n").prefix(3),
      [
        "kiosk-decline: The kiosk reads a decline as an approval — Apple, Google Play and Kiosk, "
          + "moment by",
        "moment",
        "moment              Apple                      Google Play                Kiosk",
      ])
    // Apple's and Google Play's scripts tag no moment: their cells are empty.
    expectNoDifference(
      comparison.rendered(.markdown),
      """
      # kiosk-decline: The kiosk reads a decline as an approval — Apple, Google Play and Kiosk, \
      moment by moment

      | moment | Apple | Google Play | Kiosk |
      |---|---|---|---|
      | age | — | — | the kiosk plays launch; the kiosk plays ask-parent; the kiosk plays \
      decline; the kiosk plays poll |

      """)
  }

  @Test func anAppleAndKioskScenarioIsComparedOnItsTwoStores() throws {
    let comparison = try comparison(platforms: "[apple, kiosk]")
    expectNoDifference(comparison.columns.map(\.platform), [.apple, KioskSection.kiosk])
    #expect(comparison.rendered(.json).contains("\"kiosk\": ["))
    #expect(
      CompareSideKind.comparesStores(comparison.scenario, kinds: Self.kinds)
        && !CompareSideKind.comparesStores(comparison.scenario, kinds: Stores.compareSides))
  }
}
