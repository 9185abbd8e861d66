import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import GooglePlayScenarios
import Reports
import Stores
import Testing

@testable import KioskStore
// Testable only for `RunFailure`'s memberwise initialiser: the kiosk's section and part
// (KioskSection.swift, KioskScript.swift) import Scenarios as any target would.
@testable import Scenarios
@testable import TestSupport

/// The seam's proof at the scenario layer: a platform that lives only in the tests is read
/// from its own section of a scenario file, played and reported by `run`'s composition after
/// Apple's, once its section is given to the loader, with no source file knowing it exists.
@Suite struct KioskScenarioSectionTests {
  private typealias F = KioskFixtures

  @Test func theKiosksSectionIsReadIntoItsPart() throws {
    let scenario = try ScenarioLoader.load(F.file(), file: "kiosk.yaml", sections: F.sections)
    expectNoDifference(scenario.platforms, [.apple, KioskSection.kiosk])
    expectNoDifference(scenario.play, nil)
    let kiosk = try #require(scenario.parts.part(KioskScript.self))
    expectNoDifference(scenario.parts.all.map(\.platform), [.apple, KioskSection.kiosk])
    expectNoDifference(
      kiosk.steps,
      [
        KioskScript.Step(action: .launch(.childPhone), text: "launch", line: 17),
        KioskScript.Step(action: .tapAskParent(.childPhone), text: "ask-parent", line: 18),
        KioskScript.Step(
          action: .parentDecides(approvalID: 1, approved: false), text: "decline", line: 19),
        KioskScript.Step(action: .poll(.childPhone), text: "poll", line: 20),
      ])
    #expect(kiosk.ignoresDeclines)
    expectNoDifference(kiosk.region, "US-TX")
    expectNoDifference(kiosk.age, 14)
  }

  @Test("run's report plays the kiosk's part after Apple's and composes both")
  func runComposesTheKiosksRun() throws {
    let scenario = try ScenarioLoader.load(F.file(), file: "kiosk.yaml", sections: F.sections)
    let apple = AppleScenarioRunner.run(scenario)
    let report = RunReport(apple, withChecks: true)
    let appleAlone = RunReport(runs: [apple], withChecks: true)
    expectNoDifference(report.runs.count, 2)
    expectNoDifference(
      report.rendered(.text),
      appleAlone.rendered(.text) + "\nkiosk: launch → ask-parent → decline → poll\n")
    expectNoDifference(
      report.rendered(.markdown),
      appleAlone.rendered(.markdown)
        + "\n# Kiosk\n\n- launch\n- ask-parent\n- decline\n- poll\n\n1 failure(s)\n")
    expectNoDifference(report.rendered(.mermaid), appleAlone.rendered(.mermaid))
    expectNoDifference(
      RunReport(apple, diagram: KioskSection.kiosk).rendered(.mermaid),
      "sequenceDiagram\n  Child->>Kiosk: launch\n  Child->>Kiosk: ask-parent\n"
        + "  Child->>Kiosk: decline\n  Child->>Kiosk: poll\n")
    expectNoDifference(
      report.rendered(.json),
      String(appleAlone.rendered(.json).dropLast(3))
        + ",\n  \"kiosk\": {\n    \"platform\": \"kiosk\",\n    \"steps\": 4\n  }\n}\n")
    // The faulty kiosk unblocks the declined app: the kiosk's invariant fails its run, with
    // the step's line in the file.
    expectNoDifference(
      report.failures,
      apple.failures + [
        RunFailure(
          step: 4, scriptStep: 4, action: "poll", line: 20,
          message:
            "invariant declined-or-expired-never-unblocks broken by poll: approval declined "
            + "on child-iphone")
      ])
  }

  /// A kiosk scenario in Utah whose `world.regions` row for Utah ends with `kioskRow` (a kiosk
  /// key, or nothing); that key is on line 15.
  static func utah(kioskRow: String) -> String {
    """
    name: kiosk-utah
    title: The kiosk in Utah
    summary: A region row gives the kiosk a law the built-in rules do not.
    platforms: [kiosk]
    world:
      today: 2026-09-14
      region: US-UT
      person:
        name: Sofia
        birthdate: 2012-03-02
      regions:
        - code: US-UT
          name: Utah
          source: A test row.\(kioskRow)
      parent: Carlos
    kiosk:
      script: [launch]

    """
  }

  @Test("a region row's kiosk key is the kiosk's rule there, read by its section")
  func regionRowsCarryTheKiosksRule() throws {
    let consent = [RegulatoryFeature.significantAppChangeRequiresParentalConsent]
    let withLaw = try ScenarioLoader.load(
      Self.utah(kioskRow: "\n      kiosk: {consent-required: true}"), file: "kiosk.yaml",
      sections: F.sections)
    let kiosk = try #require(withLaw.parts.part(KioskScript.self))
    expectNoDifference(kiosk.regionRules.rule(for: "US-UT"), consent)
    expectNoDifference(kiosk.regionRules.rule(for: "US-TX"), consent)
    expectNoDifference(kiosk.regionRules.rule(for: "BR"), [])
    expectNoDifference(
      kiosk.played().first?.entries.map(\.summary).prefix(2),
      [
        "not-running → checking-regulation", "kiosk: parental consent required",
      ])
    let without = try ScenarioLoader.load(
      Self.utah(kioskRow: ""), file: "kiosk.yaml", sections: F.sections)
    let plain = try #require(without.parts.part(KioskScript.self))
    expectNoDifference(plain.regionRules.rule(for: "US-UT"), [])
    expectNoDifference(
      plain.played().first?.entries.map(\.summary).prefix(2),
      [
        "not-running → checking-regulation", "kiosk: no law here",
      ])
  }

  @Test(
    "a region row's kiosk key is known only with the kiosk's section, and checked by it",
    arguments: [
      (
        sections: F.sections, row: "\n      kiosks: {consent-required: true}",
        error: "kiosk.yaml:15:7: error: world.regions[1]: unknown key \"kiosks\"; did you mean "
          + "\"kiosk\"?"
      ),
      (
        sections: F.sections, row: "\n      kiosk: {consent-required: maybe}",
        error: "kiosk.yaml:15:33: error: world.regions[1].kiosk.consent-required: expected true "
          + "or false, found \"maybe\""
      ),
    ])
  func regionRowErrors(sections: [any ScenarioSection], row: String, error expected: String) {
    expectNoDifference(Self.error(loading: Self.utah(kioskRow: row), sections: sections), expected)
  }

  /// Google Play's region-row test file with a row that has a `kiosk` key: the built-in
  /// sections do not know it, and the keys listed are the ones a row had before sections.
  @Test func withoutTheKiosksSectionARowsKioskKeyIsUnknown() {
    let row = """
          - code: US-UT
            name: Utah
            source: A test row.
            kiosk: {consent-required: true}
      """
    expectNoDifference(
      Self.error(
        loading: ScenarioFixtures.playRegionRows(row), sections: Stores.scenarioSections),
      "kiosk.yaml:12:7: error: world.regions[1]: unknown key \"kiosk\"; expected one of "
        + "code, name, age-of-majority, age-of-majority-confidence, reports-assurance-method, "
        + "regulation, google-play, amazon-appstore, source, confidence or notes")
  }

  @Test(
    "the kiosk's section is the loader's only where it is given, with errors at file:line:column",
    arguments: [
      (
        sections: Stores.scenarioSections, text: F.file(),
        error: "kiosk.yaml:14:1: error: unknown key \"kiosk\"; expected one of name, title, "
          + "summary, platforms, world, answers, script, google-play or amazon-appstore"
      ),
      (
        sections: F.sections, text: F.file(platforms: "[apple, kiosks]"),
        error: "kiosk.yaml:4:20: error: platforms[2]: expected a platform: apple, google-play, "
          + "amazon-appstore or kiosk, found \"kiosks\"; did you mean \"kiosk\"?"
      ),
      (
        sections: F.sections, text: F.file(platforms: "[apple]"),
        error: "kiosk.yaml:15:3: error: kiosk: the scenario's platforms do not include kiosk; "
          + "add it: platforms: [apple, kiosk]"
      ),
      (
        sections: F.sections, text: F.file(kioskScript: "\n    - tap"),
        error: "kiosk.yaml:21:7: error: kiosk.script[5]: expected a kiosk verb: launch, "
          + "ask-parent, approve, decline or poll, found \"tap\""
      ),
    ])
  func sectionErrors(sections: [any ScenarioSection], text: String, error expected: String) {
    expectNoDifference(Self.error(loading: text, sections: sections), expected)
  }

  /// What loading `text` with `sections` says is wrong, or "loaded".
  static func error(loading text: String, sections: [any ScenarioSection]) -> String {
    do {
      _ = try ScenarioLoader.load(text, file: "kiosk.yaml", sections: sections)
      return "loaded"
    } catch {
      return error.description
    }
  }
}
