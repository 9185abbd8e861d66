import AmazonAppstore
import AmazonAppstorePrompts
import CustomDump
import Presentation
import Prompts
import Stores
import Testing

/// `agetui prompts` for Amazon Appstore: every surface AgeTUI shows for Amazon, each marked as
/// AgeTUI's invention (amazon.md §10).
@Suite("Amazon's prompt source")
struct AmazonPromptSourceTests {
  /// The built-in `texas-teen`, whose app the surfaces are drawn for.
  static let scenarios = ScenarioLibrary.all.filter { $0.name == ScenarioLibrary.defaultName }
  static let entries = AmazonPromptSource().entries(of: scenarios)
  static let app = scenarios.first?.world.app.name ?? "none"

  @Test("one entry per surface, in catalogue order, none reached by a built-in yet")
  func surfaces() {
    expectNoDifference(Self.scenarios.count, 1)
    expectNoDifference(
      Self.entries.map(\.surface.id),
      [
        "amazon-app-answer", "amazon-consent-request", "amazon-console-significant-change",
        "amazon-console-revocation-report", "amazon-settings",
      ])
    #expect(Self.entries.allSatisfy { $0.reach == nil })
    #expect(Self.entries.allSatisfy { $0.content != nil })
  }

  @Test("every heading and button the family sees is marked as AgeTUI's invention")
  func marked() throws {
    for entry in Self.entries where !entry.surface.id.hasPrefix("amazon-console-") {
      let content = try #require(entry.content)
      expectNoDifference(content.title?.isAssumed, true, "\(entry.surface.id)")
      #expect(content.buttons.allSatisfy { $0.isAssumed }, "\(entry.surface.id)")
      expectNoDifference(WordingMark.marked(in: content).first, content.title)
    }
  }

  @Test(
    "the Developer Console's pages stand in Amazon's documented names, unmarked, as the pane shows them",
    arguments: [
      ("amazon-console-significant-change", "Developer Console", "amazon.md §6"),
      (
        "amazon-console-revocation-report",
        "My Reports → Download Center → Parental Consent Revocation Report", "amazon.md §7"
      ),
    ])
  func console(surface: String, title: String, source: String) throws {
    let entry = try #require(Self.entries.first { $0.surface.id == surface })
    let content = try #require(entry.content)
    expectNoDifference(content.title?.text, title)
    expectNoDifference(content.title?.source.kind, "amazon")
    expectNoDifference(content.title?.source.reference, source)
    expectNoDifference(WordingMark.marked(in: content), [])
  }

  @Test("the parent's request for a version, exactly")
  func consentRequest() throws {
    let entry = try #require(Self.entries.first { $0.surface.id == "amazon-consent-request" })
    let app = Self.app
    let invented = WordingSource.assumption(
      note: "AgeTUI's invention: Amazon documents nothing a parent or child sees (amazon.md §10)")
    expectNoDifference(
      entry.content,
      SurfaceContent(
        title: Wording("Allow \(app) again?", invented),
        lines: [
          Wording(
            "\(app) changed since you last consented. Your consent covers one version of "
              + "the app.", invented),
          Wording(
            "Adds chat with other players.",
            .app(note: "the developer's description of the change")),
        ],
        buttons: [Wording("Consent", invented), Wording("Not now", invented)]))
  }

  @Test("the revocation report lists the profile the day after, in Amazon's four columns")
  func revocationReport() throws {
    let entry = try #require(
      Self.entries.first { $0.surface.id == "amazon-console-revocation-report" })
    let content = try #require(entry.content)
    expectNoDifference(
      content.title?.text, "My Reports → Download Center → Parental Consent Revocation Report")
    let app = Self.app
    expectNoDifference(
      content.lines.map(\.text),
      [
        "user_id,app_asin,app_name,action",
        "\(AmazonAccount.exampleUserId),\(AmazonApp.exampleASIN),\(app),REVOKED",
      ])
  }

  @Test("the heading says every surface is AgeTUI's invention")
  func heading() {
    expectNoDifference(
      AmazonPromptSource().heading(count: 5),
      "Amazon Appstore: 5 surfaces, every one AgeTUI's invention: Amazon documents "
        + "nothing a parent or child sees (amazon.md §10). Each string is marked ≈ AgeTUI's "
        + "invented wording or · Amazon's row, file or the developer's text.")
    expectNoDifference(AmazonPromptSource().jsonKey, "amazonAppstore")
    expectNoDifference(AmazonPromptSource().platform.rawValue, "amazon-appstore")
  }

  @Test("with the built-ins, each surface names the first Amazon-only built-in step showing it")
  func reaches() {
    let entries = AmazonPromptSource().entries(of: ScenarioLibrary.all)
    expectNoDifference(
      entries.map { entry in entry.reach.map { "\($0.runArguments) (\($0.deviceName))" } },
      [
        "amazon-test-options --format svg --step 1 (child-fire-tablet)",
        "amazon-change-withheld-then-given --format svg --step 1 (parent-device)",
        "amazon-change-withheld-then-given --format svg --step 1 (developer-console)",
        "amazon-revocation-report --format svg --step 4 (developer-console)",
        "amazon-test-options --format svg --step 0 (parent-device)",
      ])
    #expect(entries.allSatisfy { $0.reach?.platform.rawValue == "amazon-appstore" })
    // The row the app read there: test option 1's canned row, not the account's answer.
    expectNoDifference(
      entries.first?.content?.lines.map(\.text),
      [
        "responseStatus: \"SUCCESS\"", "userStatus: \"VERIFIED\"", "ageLower: 18",
        "ageUpper: null", "userId: null", "mostRecentApprovalDate: null",
      ])
  }

  @Test("with no scenario there is no app to draw, so no content")
  func noScenario() {
    #expect(AmazonPromptSource().entries(of: []).allSatisfy { $0.content == nil })
  }
}

/// Amazon's source in the shared catalogue, as `agetui prompts` will list it once Amazon is
/// registered: after Apple's and Google Play's, under its own heading and JSON key.
@Suite("Amazon's surfaces in the prompts catalogue")
struct AmazonPromptCatalogueTests {
  static let catalogue = PromptCatalogue(
    scenarios: AmazonPromptSourceTests.scenarios,
    sources: Stores.promptSources + [AmazonPromptSource()])

  @Test("the text lists Amazon's section last, every heading marked ≈")
  func text() throws {
    expectNoDifference(Self.catalogue.sections.map(\.platform.rawValue).last, "amazon-appstore")
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
          reached by  no built-in scenario reaches it
          title       ≈ \(AmazonPromptSourceTests.app): parental consent
        """))
  }

  @Test("the JSON holds Amazon's surfaces under amazonAppstore")
  func json() {
    #expect(Self.catalogue.json.contains("\"amazonAppstore\": ["))
    #expect(Self.catalogue.json.contains("\"amazon-console-revocation-report\""))
  }
}
