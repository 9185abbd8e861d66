import Analyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import Testing

@testable import KioskStore

/// A third platform's side in `compare`: the kiosk is compared by a setting of its own (the
/// child's age) with a row of its own, and `Comparison` resolves its values, marks what
/// differs and writes its text and JSON in the kiosk's words, with no source file knowing it.
@Suite struct KioskCompareSideTests {
  private func side() throws -> (KioskCompareSide, Scenario) {
    let scenario = try ScenarioLoader.load(
      KioskFixtures.file(), file: "kiosk.yaml",
      sections: KioskFixtures.sections)
    return (try #require(KioskCompareSide(scenario)), scenario)
  }

  @Test func theKioskIsComparedByItsOwnSettingInItsOwnWords() throws {
    let (side, scenario) = try side()
    let comparison = try Comparison(
      side: side, scenario: scenario, by: KioskCompareSide.age, at: 2)
    expectNoDifference(comparison.platform, KioskSection.kiosk)
    expectNoDifference(comparison.dimensions, [KioskCompareSide.age])
    expectNoDifference(comparison.aspects, [.flow, KioskCompareSide.approvals])
    expectNoDifference(comparison.columns.map(\.value), ["14", "10", "20"])
    expectNoDifference(comparison.differingCellCount, 3)
    expectNoDifference(
      comparison.rendered(.text),
      """
      kiosk-decline compared by age on the kiosk, after walkthrough step 2 of 4 (ask-parent): The kiosk
      reads a decline as an approval
      Each column replays the scenario's kiosk script from its start with only the age changed; the rest
      is the scenario's own (★ age 14). ≠ marks a cell that differs from the first column (age 14).

      age 14 ★                          age 10                            age 20
      ────────────────────────────────  ────────────────────────────────  ────────────────────────────────

      Flow step
      waitingForParent(13–15,           ≠ waitingForParent(12 or under,   ≠
      approvalID: 1)                    approvalID: 1)                    blocked(FlowEngine.Block
                                                                          Reason.unverifiedAdult)

      Kiosk approvals
      #1 pending                        #1 pending                        ≠ none

      3 cells differ from age 14, in: Flow step, Kiosk approvals.

      """)
    let json = comparison.rendered(.json)
    #expect(json.contains("\"format\": \"agetui-compare-kiosk\""))
    #expect(json.contains("\"dimension\": \"age\""))
    #expect(json.contains("\"id\": \"approvals\""))
  }

  @Test(
    arguments: [
      (["7"], 2, "--values: “7” is not an age: use one of 10, 14, 20"),
      (
        nil, 5,
        "--at: 5 is not a step of kiosk-decline: its walkthrough has steps 0–4 (0 is the start, 4 the end)"
      ),
    ] as [([String]?, Int, String)])
  func theKiosksValuesAndStepsAreCheckedAsEverySidesAre(
    values: [String]?, step: Int, message: String
  ) throws {
    let (side, scenario) = try side()
    #expect(throws: CompareError(message)) {
      try Comparison(
        side: side, scenario: scenario, by: KioskCompareSide.age, values: values, at: step)
    }
  }

  /// `compare`'s platforms with the kiosk's after the built-in ones.
  static let kinds = KioskFixtures.stores.map(\.compareSide)

  @Test func theKioskIsPickedFromTheListOfPlatformsAsTheStoresAre() throws {
    let (side, scenario) = try side()
    let picked = try Comparison(
      scenario: scenario, by: KioskCompareSide.age, at: 2, platform: KioskSection.kiosk,
      kinds: Self.kinds)
    let made = try Comparison(side: side, scenario: scenario, by: KioskCompareSide.age, at: 2)
    expectNoDifference(picked.rendered(.text), made.rendered(.text))
    expectNoDifference(picked.platform, KioskSection.kiosk)
    // Apple's side is the default, as the first of the list the scenario runs on.
    #expect(
      try Comparison(scenario: scenario, by: .mode, at: 1, kinds: Self.kinds).platform == .apple)
  }

  @Test(
    arguments: [
      (
        nil, KioskCompareSide.age,
        "--by age: the age is Kiosk's, and kiosk-decline is compared on Apple: use --by mode, "
          + "region, os or platform; add --store kiosk to compare its Kiosk side by age"
      ),
      (
        KioskSection.kiosk, CompareDimension.os,
        "--by os: the iOS version is Apple's, and kiosk-decline is compared on Kiosk: use --by "
          + "age or platform; drop --store kiosk to compare its Apple side by os"
      ),
      (
        KioskSection.kiosk, CompareDimension.sdk,
        "--by sdk: the SDK version is Google Play's, and kiosk-decline is compared on Kiosk: use "
          + "--by age or platform"
      ),
      (
        ScenarioPlatform.googlePlay, CompareDimension.mode,
        "--store google-play: kiosk-decline runs on Apple and Kiosk only."
      ),
    ] as [(ScenarioPlatform?, CompareDimension, String)])
  func aSideTheScenarioOrItsPlatformDoesNotHaveIsNamed(
    platform: ScenarioPlatform?, dimension: CompareDimension, message: String
  ) throws {
    let (_, scenario) = try side()
    #expect(throws: CompareError(message)) {
      try Comparison(scenario: scenario, by: dimension, platform: platform, kinds: Self.kinds)
    }
  }
}
