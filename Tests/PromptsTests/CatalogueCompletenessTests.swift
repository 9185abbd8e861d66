import Analyses
import Apple
import AppleAnalyses
import ApplePresentation
import ApplePrompts
import CustomDump
import FlowEngine
import Presentation
import Prompts
import Scenarios
import Stores
import Testing

/// The catalogue lists every surface the engine can produce: every built-in's every step and
/// every state the explorer reaches shows only catalogued surfaces, every catalogued surface has
/// a rule, and every entry's named step really shows it.
@Suite("agetui prompts: the catalogue is complete")
struct CatalogueCompletenessTests {
  static let catalogue = PromptCatalogue()

  @Test("every surface has a unique id and a rule")
  func idsAndRules() {
    let ids = SystemSurface.all.map(\.id)
    expectNoDifference(Set(ids).count, ids.count)
    expectNoDifference(SystemSurface.all.filter { $0.rule == nil }.map(\.id), [])
    expectNoDifference(ids.count, 30)
  }

  @Test("every step of every built-in shows only catalogued surfaces")
  func builtInsShowOnlyCatalogued() {
    for scenario in ScenarioLibrary.all {
      let unknown = PromptCatalogue.sightings(of: scenario).map(\.sighting.surface).filter {
        !SystemSurface.all.contains($0)
      }
      expectNoDifference(unknown, [], "\(scenario.name)")
    }
  }

  @Test("every entry's scenario step shows the surface on the device named")
  func reachesAreTrue() throws {
    for entry in Self.catalogue.appleEntries {
      guard let reach = entry.reach else { continue }
      let scenario = try #require(ScenarioLibrary.named(reach.scenario))
      let shown = PromptCatalogue.sightings(of: scenario).filter { $0.step == reach.step }
        .map(\.sighting)
      #expect(
        shown.contains { $0.surface == entry.surface && $0.device == reach.device },
        "\(entry.surface.id) at \(reach.scenario) step \(reach.step)")
      expectNoDifference(shown.first { $0.surface == entry.surface }?.content, entry.content)
      // And it is the first step that shows it.
      expectNoDifference(
        PromptCatalogue.firstStep(showing: entry.surface.id, in: scenario), reach.step)
    }
  }

  @Test("only the alerts of errors no built-in raises go unreached")
  func unreached() {
    expectNoDifference(
      Self.catalogue.appleEntries.filter { $0.reach == nil }.map(\.surface.id),
      [
        "cant-ask-alert:unknown", "cant-ask-alert:contact-sync-not-setup",
        "cant-ask-alert:invalid-question", "cant-ask-alert:system-error",
      ])
  }

  /// Reports, as a broken invariant, a state showing a surface the catalogue lacks.
  static let uncatalogued: AppleExplorer.Check = { _, _, outcome in
    SystemSurface.shown(in: outcome.simulation).map(\.surface)
      .filter { !SystemSurface.all.contains($0) }
      .map { InvariantViolation(rule: .onlyParentAnswers, detail: "uncatalogued \($0.id)") }
  }

  @Test("every state the explorer reaches shows only catalogued surfaces")
  func exploredStatesShowOnlyCatalogued() throws {
    let space = AppleExploreSpace(
      app: try ScenarioLibrary.defaultScenario.world.app,
      regionCodes: ["US", "US-TX", "US-UT"], ages: [9, 14, 17, 42],
      verifications: [.none, .payment], osVersions: [.v26dot1, .v26dot4, .v26dot5, .v27])
    let result = AppleExplorer(space: space, check: Self.uncatalogued).run()
    expectNoDifference(result.failures, [])
    #expect(result.stateCount > 100)
  }
}

/// Every value of the engine's system states maps to a catalogued surface, reached or not: the
/// mapping's exhaustive switches make a new case a compile error, and this makes a new
/// variant a test failure.
@Suite("agetui prompts: every engine state has an entry")
struct SurfaceMappingTests {
  static let sheets: [(AppleSheet, AppleQuestionTopic?, String)] = [
    (
      .messagesCompose(questionID: 1), .significantAppUpdate(description: "x", changes: []),
      "messages-compose:significant-update"
    ),
    (
      .messagesCompose(questionID: 1), .communication(handle: "h", displayName: "h", actions: []),
      "messages-compose:communication"
    ),
    (.acknowledgment(description: "x"), nil, "acknowledgment"),
    (.permissionAlert(questionID: 1), nil, "permission-alert"),
    (.screenTimePasscode(questionID: 1, wrongAttempts: 0), nil, "screen-time-passcode:first"),
    (
      .screenTimePasscode(questionID: 1, wrongAttempts: 2), nil,
      "screen-time-passcode:wrong-passcode"
    ),
  ]

  @Test("a sheet's surface", arguments: sheets)
  func sheet(sheet: AppleSheet, topic: AppleQuestionTopic?, id: String) {
    let surface = SystemSurface.sheet(sheet, topic: topic)
    expectNoDifference(surface.id, id)
    #expect(SystemSurface.all.contains(surface))
  }

  @Test("the catalogue's order, name by name")
  func names() {
    var names: [String] = []
    for surface in SystemSurface.all where !names.contains(surface.name) {
      names.append(surface.name)
    }
    expectNoDifference(
      names,
      [
        "age-range-prompt", "messages-compose", "acknowledgment", "permission-alert",
        "screen-time-passcode", "cant-ask-alert", "shared-notification", "request-notification",
        "messages-bubble", "blocked-screen", "settings-age-range-for-apps", "settings-sandbox",
      ])
    expectNoDifference(ApplePromptSource().surfaceKeys.count, 12 + 27)
  }
}
