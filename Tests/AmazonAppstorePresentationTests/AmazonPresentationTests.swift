import AmazonAppstore
import AmazonAppstorePresentation
import CustomDump
import FlowEngine
import Presentation
import Testing

/// What Amazon's surfaces show, and whose words they are: everything a parent or child sees
/// is AgeTUI's invention (amazon.md §10), the Developer Console's names and the report's
/// columns are Amazon's (§6, §7).
@Suite struct AmazonPresentationTests {
  static func day(_ text: String) -> SimDate { SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0) }

  static func world() -> AmazonWorld {
    guard let version = AppVersion("2.0") else { preconditionFailure("no version 2.0") }
    return AmazonWorld(
      today: day("2026-07-01"),
      child: AmazonChild(birthdate: day("2012-03-10"), isSupervised: true, region: "US-TX"),
      app: AmazonApp(
        config: AppConfig(
          name: "Landmarks", bundleID: "com.example.landmarks", gates: [16],
          featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
          currentVersion: version, originalInstallVersion: version)),
      consentedOn: day("2026-06-15"))
  }

  static func played(_ actions: [AmazonAction]) -> AmazonWorld {
    var world = world()
    for action in actions { AmazonPlatform.apply(action, in: &world) }
    return world
  }

  @Test func theTabletShowsAmazonsSixKeysAsTheRowHasThem() {
    let tablet = FireTabletPresentation(Self.played([.launch(.childPhone)]))
    expectNoDifference(tablet.title, "Fire · Landmarks 2.0")
    expectNoDifference(
      tablet.received,
      [
        AmazonReceivedField(name: "responseStatus", value: "\"SUCCESS\""),
        AmazonReceivedField(name: "userStatus", value: "\"SUPERVISED\""),
        AmazonReceivedField(name: "ageLower", value: "13"),
        AmazonReceivedField(name: "ageUpper", value: "15"),
        AmazonReceivedField(name: "userId", value: "\"\(AmazonAccount.exampleUserId)\""),
        AmazonReceivedField(name: "mostRecentApprovalDate", value: "\"2026-06-15T00:00:00.000Z\""),
      ])
    expectNoDifference(tablet.explanation.count, 5)
    expectNoDifference(tablet.explanation[1], AmazonUserStatus.supervised.meaning)
  }

  @Test func beforeItsFirstQueryTheTabletHasReceivedNothing() {
    let tablet = FireTabletPresentation(Self.world())
    #expect(tablet.received.isEmpty)
    expectNoDifference(tablet.status, .closed)
    expectNoDifference(tablet.choices.map(\.label), ["Open Landmarks"])
  }

  @Test func whileConsentIsNotGrantedTheChildsScreenIsMarkedAsInvented() {
    let tablet = FireTabletPresentation(
      Self.played([
        .reportChange(id: "photo-sharing", description: "Photo sharing with friends."),
        .launch(.childPhone),
      ]))
    expectNoDifference(tablet.status, .waiting)
    expectNoDifference(tablet.headline.text, "Waiting for your parent")
    #expect(tablet.headline.isAssumed)
    expectNoDifference(
      tablet.received[1], AmazonReceivedField(name: "userStatus", value: "\"CONSENT_NOT_GRANTED\""))
  }

  @Test func everyWordOnTheParentsSideIsInventedButTheDevelopersChange() {
    let parent = AmazonParentPresentation(
      Self.played([.reportChange(id: "photo-sharing", description: "Photo sharing with friends.")]))
    expectNoDifference(parent.requestHeading?.text, "Request #2 · 2026-07-01")
    expectNoDifference(
      parent.choices.map(\.label), ["Consent", "Withhold", "Revoke consent to Landmarks"])
    let content = parent.content
    let notAssumed = content.wordings.filter { !$0.isAssumed }.map(\.text)
    expectNoDifference(notAssumed, ["photo-sharing: Photo sharing with friends."])
    #expect(content.buttons.allSatisfy { $0.isAssumed })
  }

  /// A consent the parent gives again unasked (after revoking) is not the download's: the
  /// history said "the download" for both.
  @Test func theHistorySaysWhatEachConsentWasAbout() {
    let parent = AmazonParentPresentation(
      Self.played([
        .parentRevokes(from: .parentPhone), .advanceClock(days: 1),
        .parentConsents(from: .parentPhone),
        .reportChange(id: "photo-sharing", description: "Photo sharing with friends."),
        .parentConsents(from: .parentPhone),
      ]))
    expectNoDifference(
      parent.history,
      [
        "Request #3 (2026-07-02): consented — photo-sharing",
        "Request #2 (2026-07-02): consented — again, unasked",
        "Request #1 (2026-06-15): consented — the download",
      ])
  }

  @Test func theDeveloperConsoleNamesAreAmazonsAndTheReportListsYesterdaysRevocation() {
    let console = DeveloperConsolePresentation(
      Self.played([.parentRevokes(from: .parentPhone), .advanceClock(days: 1)]))
    expectNoDifference(console.title.source.kind, "amazon")
    #expect(!console.title.isAssumed)
    expectNoDifference(console.reportPath.source.reference, "amazon.md §7")
    expectNoDifference(console.choices.map(\.label), ["Report a significant change: change-1"])
    expectNoDifference(
      console.reportLines,
      [
        "user_id,app_asin,app_name,action",
        "\(AmazonAccount.exampleUserId),C00006M4PF,Landmarks,REVOKED",
      ])
  }

  @Test func settingsShowTheDateTheRegionAndWhereTheLawStands() {
    let rows = AmazonSettingsPresentation(Self.world()).rows.map(\.line)
    expectNoDifference(
      rows,
      [
        "Today: 2026-07-01 › +1 day", "Today: 2026-07-01 › +7 days", "Region: US-TX › US-UT",
        "Law here: Texas SB 2420, live", "Supervised: yes › stop supervising",
        "Verified adult: no › verify", "Fault: none › APP_NOT_OWNED",
      ])
  }

  /// The day before Utah's law binds, Settings says when it will, as the region picker does.
  @Test func settingsSayWhenALawNotYetInForceBinds() {
    var world = Self.world()
    world.child.region = "US-UT"
    world.today = Self.day("2027-05-05")
    expectNoDifference(
      AmazonSettingsPresentation(world).rows.map(\.line).filter { $0.hasPrefix("Law here") },
      ["Law here: none until 2027-05-06 (Utah)"])
  }

  @Test(arguments: [
    ("US-TX", "2026-07-01", "Texas SB 2420, live"),
    ("US-UT", "2026-07-01", "none until 2027-05-06 (Utah)"),
    ("US-UT", "2027-05-06", "Utah, live"),
    ("US-LA", "2027-06-30", "none until 2027-07-01 (Louisiana)"),
    ("US-CA", "2026-07-01", "none"),
    ("US-UT", "2025-12-31", "none live before 2026-01-01"),
  ])
  func theRegionPickerSaysWhenALawNotYetInForceBinds(region: String, today: String, text: String) {
    let rules = AmazonRegionRule.builtIn(.standard)
    expectNoDifference(
      AmazonSettingsPresentation.regionText(
        rules.rule(for: RegionCode(region)), on: Self.day(today)), text)
  }
}
