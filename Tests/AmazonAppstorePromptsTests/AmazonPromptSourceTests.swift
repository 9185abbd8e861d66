import AmazonAppstore
import AmazonAppstorePrompts
import AmazonAppstoreScenarios
import Presentation
import Prompts
import Stores
import Testing

/// `agetui prompts` for Amazon Appstore: every surface AgeTUI shows for Amazon, each marked as
/// AgeTUI's invention (amazon.md §10), and each reached by the first step of an Amazon
/// built-in that shows it, found by playing the built-ins' Amazon parts.
@Suite("Amazon's prompt source")
struct AmazonPromptSourceTests {
  /// Every built-in, as `agetui prompts` plays them.
  static let scenarios = ScenarioLibrary.all
  static let entries = AmazonPromptSource().entries(of: scenarios)
  static let app = "Landmarks"

  @Test("one entry per surface, in catalogue order, each reached by a built-in's step")
  func surfaces() {
    #expect(
      Self.entries.map(\.surface.id) == [
        "amazon-app-answer", "amazon-consent-request", "amazon-console-significant-change",
        "amazon-console-revocation-report", "amazon-settings",
      ])
    #expect(
      Self.entries.map { $0.reach.map { "\($0.runArguments) (\($0.deviceName))" } } == [
        "texas-teen-three-stores --format svg --step 1 --store amazon-appstore "
          + "(child-fire-tablet)",
        "texas-teen-three-stores --format svg --step 3 --store amazon-appstore (parent-device)",
        "texas-teen-three-stores --format svg --step 3 --store amazon-appstore "
          + "(developer-console)",
        "texas-teen-three-stores --format svg --step 8 --store amazon-appstore "
          + "(developer-console)",
        "texas-teen-three-stores --format svg --step 0 --store amazon-appstore (parent-device)",
      ])
    #expect(Self.entries.allSatisfy { $0.reach?.platform == .amazonAppstore })
  }

  @Test("each named step is the first step of the first built-in that shows it, with its words")
  func reachesAreTrue() throws {
    for entry in Self.entries {
      let reach = try #require(entry.reach, "\(entry.surface.id) is reached")
      let surface = try #require(AmazonSurface(rawValue: entry.surface.id))
      let showing = Self.scenarios.compactMap { scenario in
        AmazonScenarioRunner.run(scenario).flatMap { run in
          AmazonPromptSource.sightings(of: run).first { $0.surface == surface }
            .map { (scenario.name, $0) }
        }
      }
      let (name, sighting) = try #require(showing.first)
      #expect(reach.scenario == name, "\(entry.surface.id)")
      #expect(reach.step == sighting.step, "\(entry.surface.id)")
      #expect(entry.content == surface.content(in: sighting.world), "\(entry.surface.id)")
    }
  }

  @Test("an Amazon-only built-in needs no --store; a scenario with no Amazon part reaches none")
  func onlyAmazonPartsArePlayed() throws {
    let amazonOnly = Self.scenarios.filter { $0.name == "amazon-revocation-report" }
    let entries = AmazonPromptSource().entries(of: amazonOnly)
    let report = try #require(
      entries.first { $0.surface.id == "amazon-console-revocation-report" }?.reach)
    #expect(report.needsStoreOption == false)
    #expect(report.runArguments.hasPrefix("amazon-revocation-report --format svg --step "))
    let appleOnly = Self.scenarios.filter { $0.name == ScenarioLibrary.defaultName }
    #expect(
      AmazonPromptSource().entries(of: appleOnly).allSatisfy {
        $0.reach == nil && $0.content == nil
      })
  }

  @Test("every surface's heading and every button is marked as AgeTUI's invention")
  func marked() throws {
    for entry in Self.entries {
      let content = try #require(entry.content)
      #expect(content.title?.isAssumed == true, "\(entry.surface.id)")
      #expect(content.buttons.allSatisfy { $0.isAssumed }, "\(entry.surface.id)")
      #expect(WordingMark.marked(in: content).first == content.title)
    }
  }

  @Test("the parent's request for a version, exactly")
  func consentRequest() throws {
    let entry = try #require(Self.entries.first { $0.surface.id == "amazon-consent-request" })
    let app = Self.app
    let invented = WordingSource.assumption(
      note: "AgeTUI's invention: Amazon documents nothing a parent or child sees (amazon.md §10)")
    #expect(
      entry.content
        == SurfaceContent(
          title: Wording("Allow \(app) again?", invented),
          lines: [
            Wording(
              "\(app) changed since you last consented. Your consent covers one version of "
                + "the app.", invented),
            Wording(
              "This update adds video calling with people in your contacts.",
              .app(note: "the developer's description of the change")),
          ],
          buttons: [Wording("Consent", invented), Wording("Not now", invented)]))
  }

  @Test("the revocation report lists the profile the day after, in Amazon's four columns")
  func revocationReport() throws {
    let entry = try #require(
      Self.entries.first { $0.surface.id == "amazon-console-revocation-report" })
    let content = try #require(entry.content)
    #expect(content.title?.text == "Parental Consent Revocation Report")
    let app = Self.app
    #expect(
      content.lines.map(\.text) == [
        "user_id,app_asin,app_name,action",
        "\(AmazonAccount.exampleUserId),\(AmazonApp.exampleASIN),\(app),REVOKED",
      ])
  }

  @Test("the heading says every surface is AgeTUI's invention")
  func heading() {
    #expect(
      AmazonPromptSource().heading(count: 5)
        == "Amazon Appstore: 5 surfaces, every one AgeTUI's invention: Amazon documents "
        + "nothing a parent or child sees (amazon.md §10). Each string is marked ≈ AgeTUI's "
        + "invented wording or · Amazon's row, file or the developer's text.")
    #expect(AmazonPromptSource().jsonKey == "amazonAppstore")
    #expect(AmazonPromptSource().platform.rawValue == "amazon-appstore")
  }

  @Test("with no scenario nothing is reached, so no content")
  func noScenario() {
    #expect(
      AmazonPromptSource().entries(of: []).allSatisfy { $0.content == nil && $0.reach == nil })
  }
}

/// Amazon's source in the shared catalogue, as `agetui prompts` lists it from Amazon's
/// registration: after Apple's and Google Play's, under its own heading and JSON key.
@Suite("Amazon's surfaces in the prompts catalogue")
struct AmazonPromptCatalogueTests {
  static let catalogue = PromptCatalogue(
    scenarios: AmazonPromptSourceTests.scenarios,
    sources: Stores.promptSources)

  @Test("the text lists Amazon's section last, every heading marked ≈")
  func text() throws {
    #expect(Self.catalogue.sections.map(\.platform.rawValue).last == "amazon-appstore")
    let text = Self.catalogue.text
    let start = try #require(text.firstRange(of: "Amazon Appstore: 5 surfaces"))
    let amazon = text[start.lowerBound...]
    #expect(
      amazon.contains(
        """
        amazon-settings
          shown when  A supervised child or teen profile: the parent sees the app's consent \
        and can revoke it (amazon.md §7 [V]: revocation exists; §10: where the parent does it \
        is not documented).
          reached by  agetui run texas-teen-three-stores --format svg --step 0 --store \
        amazon-appstore (parent-device)
          title       ≈ \(AmazonPromptSourceTests.app): parental consent
        """))
  }

  @Test("the JSON holds Amazon's surfaces under amazonAppstore")
  func json() {
    #expect(Self.catalogue.json.contains("\"amazonAppstore\": ["))
    #expect(Self.catalogue.json.contains("\"amazon-console-revocation-report\""))
  }
}
