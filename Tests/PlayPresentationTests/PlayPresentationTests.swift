import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScreen
import PlayPresentation
import ScreenTestSupport
import Testing

/// Play's screens as values, built from the typed world: what the phone, Family Link, Play
/// Console and Settings present at the Texas teen's steps.
@Suite struct PlayPresentationTests {
  /// The world after the first `steps` steps of `story` (the Texas teen on Play by default),
  /// each applied by Play's platform as the side applies it.
  func world(after steps: Int, of story: PlayStory = PlayStories.texasTeen) -> PlayWorld {
    var world = story.world
    for step in story.steps.prefix(steps) { GooglePlayPlatform.apply(step.action, in: &world) }
    return world
  }

  @Test func thePhoneWaitsWithWhatTheAppReadInGooglesNames() {
    let phone = AndroidPhonePresentation(world(after: 3))
    expectNoDifference(phone.status, .waiting)
    expectNoDifference(phone.headline, "Waiting for your parent")
    expectNoDifference(
      phone.received.map(\.text),
      [
        "ageSignalsStatus = SHARED", "ageLower = 13", "ageUpper = 15", "ageRangeSource = TIER_B",
        "significantChangeStatus = PENDING", "significantChangeApprovalDate = null",
        "installId = \(AgeSignalsQuery.exampleInstallID)",
      ])
    expectNoDifference(
      phone.choices.map(\.action), [.checkAgain(.childPhone), .close(.childPhone)])
    expectNoDifference(phone.prompt, nil)
  }

  @Test func thePhoneRunsOnceTheAppReadsApproved() {
    let phone = AndroidPhonePresentation(world(after: 5))
    expectNoDifference(phone.status, .running)
    expectNoDifference(phone.text, ["Photo sharing (16+): off", "Changes in use: video-calling"])
    expectNoDifference(phone.received[4].text, "significantChangeStatus = APPROVED")
  }

  /// Issue 41: before `install` the phone offers Play's install, and nothing of the app's.
  @Test func aPhoneWithoutTheAppOffersPlaysInstall() {
    var world = world(after: 0)
    world.flows = [:]
    let phone = AndroidPhonePresentation(world)
    expectNoDifference(phone.status, .closed)
    expectNoDifference(phone.headline, "Not installed")
    expectNoDifference(phone.text, ["Landmarks is not on this device."])
    expectNoDifference(
      phone.choices,
      [
        PlayChoice(
          "Install Landmarks from Google Play", .install(.childPhone), role: .affirmative)
      ])
    GooglePlayPlatform.apply(.install(.childPhone), in: &world)
    expectNoDifference(
      AndroidPhonePresentation(world).choices.map(\.action), [.launch(.childPhone)])
  }

  @Test func playsPromptOffersShareAndDontShare() {
    let phone = AndroidPhonePresentation(world(after: 1, of: PlayStories.prompt))
    expectNoDifference(phone.status, .waiting)
    expectNoDifference(
      phone.prompt?.choices,
      [
        PlayChoice("Share", .answerSharingPrompt(.childPhone, share: true), role: .affirmative),
        PlayChoice("Don't share", .answerSharingPrompt(.childPhone, share: false), role: .cancel),
      ])
    #expect(phone.received.isEmpty)
  }

  @Test func familyLinkShowsTheRequestWithTheChangesItCovers() {
    let family = FamilyLinkPresentation(world(after: 2))
    expectNoDifference(family.request?.id, 1)
    expectNoDifference(family.request?.changes.map(\.id), ["video-calling"])
    expectNoDifference(
      family.request?.choices.map(\.action),
      [
        .parentAnswers(from: .parentPhone, approve: true),
        .parentAnswers(from: .parentPhone, approve: false),
      ])
    expectNoDifference(
      family.settings.map(\.text),
      [
        "Supervision = on (Family Link)", "Sharing with apps = Ask before sharing",
        "Approval for Landmarks = not revoked",
      ])
    expectNoDifference(
      FamilyLinkPresentation(world(after: 4)).history,
      [
        "Request #1 (2026-09-16): approved — video-calling"
      ])
  }

  /// The parent's no is one word wherever it shows: Family Link's button, its history, the
  /// timeline and Play's `significantChangeStatus` (they said Deny, denied, Decline, DECLINED).
  @Test func theParentsNoIsDeclineOnEveryScreen() throws {
    var world = world(after: 2)
    let family = FamilyLinkPresentation(world)
    expectNoDifference(family.request?.choices.map(\.label), ["Approve", "Decline"])
    let decline = try #require(family.request?.choices.last)
    GooglePlayPlatform.apply(decline.action, in: &world)
    expectNoDifference(world.trace.last?.summary, "Family Link: Decline")
    expectNoDifference(
      FamilyLinkPresentation(world).history, ["Request #1 (2026-09-16): declined — video-calling"])
    expectNoDifference(world.changeStatus, .declined)
    expectNoDifference(PlaySignificantChangeStatus.declined.rawValue, "DECLINED")
  }

  @Test func playConsoleShowsTheFortyEightHourRulesRefusal() {
    var world = world(after: 0)
    GooglePlayPlatform.apply(
      .declareChange(id: "chat", description: "Chat.", effective: world.today.adding(days: 1)),
      in: &world)
    let console = PlayConsolePresentation(world)
    expectNoDifference(
      console.changes.map(\.line), ["chat · effective 2026-09-15 · scheduled · no status"])
    expectNoDifference(
      console.changes.first?.cancelRefusal,
      PlayRefusal.insideCancellationWindow("chat", effective: world.today.adding(days: 1))
        .text)
    expectNoDifference(
      console.choices.last, PlayChoice("Cancel chat", .cancelChange(id: "chat"), role: .destructive)
    )
    expectNoDifference(console.revocationCSV, ["installId,revocationDate"])
  }

  @Test func theRevocationListShowsTheCSVsRows() {
    var world = world(after: 5)
    GooglePlayPlatform.apply(.revoke(from: .parentPhone), in: &world)
    expectNoDifference(
      PlayConsolePresentation(world).revocationCSV,
      [
        "installId,revocationDate", "\(AgeSignalsQuery.exampleInstallID),2026-09-16",
      ])
  }

  @Test func settingsRowsMoveToTheNextValue() {
    expectNoDifference(
      PlaySettingsPresentation(world(after: 0)).rows.map(\.line),
      [
        "Verification tier: none › tier-c", "Supervised: yes › stop supervising",
        "Region: US-TX › US-UT",
        "Sharing mode: Ask before sharing › Never share",
        "Age Signals SDK: 0.0.4 (answers, no longer updated) › 0.0.3",
        "Injected fault: none › API_NOT_AVAILABLE",
        "Refresh after a birthday [I]: 8 weeks (of 2–8)", "Clock: 2026-09-14 › +1 day",
        "Clock: 2026-09-14 › +7 days", "Account created: not set (counts as new) › 2025-09-14",
        "Unannounced dates [I]: the statute's dates › to be determined",
      ])
  }

  @Test(
    "the unannounced-dates row switches Play's reading of Google's Alabama dates, and back",
    arguments: [
      (StoreDateReading.statute, "Unannounced dates [I]: the statute's dates › to be determined"),
      (.toBeDetermined, "Unannounced dates [I]: to be determined › the statute's dates"),
    ])
  func storeDatesRow(reading: StoreDateReading, line: String) {
    var world = world(after: 0)
    world.storeDates = reading
    let row = PlaySettingsPresentation(world).rows.last
    expectNoDifference(row?.line, line)
    let next = StoreDateReading.allCases.first { $0 != reading }
    expectNoDifference(row?.choice?.action, next.map { PlayAction.set(.storeDates($0)) })
  }

  @Test(
    "the account's creation day cycles: not set, a year back, today, not set",
    arguments: [
      (created: nil, line: "Account created: not set (counts as new) › 2025-09-14"),
      (created: "2025-09-14", line: "Account created: 2025-09-14 › 2026-09-14"),
      (created: "2026-09-14", line: "Account created: 2026-09-14 › not set"),
      (created: "2020-01-01", line: "Account created: 2020-01-01 › not set"),
    ] as [(created: String?, line: String)])
  func accountCreatedCycles(created: String?, line: String) {
    var world = world(after: 0)
    world.child.accountCreated = created.flatMap(SimDate.init(iso:))
    expectNoDifference(
      PlaySettingsPresentation(world).rows.first { $0.label == "Account created" }?.line, line)
  }

  @Test func familyLinkOffersOnlyWhatPlayWouldTake() {
    var world = world(after: 5)
    GooglePlayPlatform.apply(.revoke(from: .parentPhone), in: &world)
    expectNoDifference(
      FamilyLinkPresentation(world).choices.map(\.label),
      [
        "Set sharing to Always share", "Set sharing to Never share",
      ])
    world.child.isSupervised = false
    expectNoDifference(FamilyLinkPresentation(world).choices, [])
  }
}
