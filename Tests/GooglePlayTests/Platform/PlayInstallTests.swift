import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Testing

@testable import TestSupport

/// The install moment on Google Play (issue 41, item 5): the changes in effect when the app is
/// installed come with it (reference §6.3 [V]: at install, the approval date is the latest
/// change's before it), and Play asks no parent while the app is on none of the child's devices.
@Suite("Google Play platform: install")
struct PlayInstallTests {
  static let installID = AgeSignalsQuery.exampleInstallID

  /// The Texas teen before she installs Landmarks: video calling took effect on 2026-07-10.
  static func changedBeforeInstall() -> PlayWorld {
    var world = PlayFixtures.world(devices: [])
    PlayFixtures.play([PlayFixtures.videoCalling, .advanceClock(days: 12)], in: &world)
    return world
  }

  @Test func playAsksNoParentWhileTheAppIsOnNoDevice() {
    let world = Self.changedBeforeInstall()
    expectNoDifference(world.requests, [])
    expectNoDifference(world.statuses, [:])
    expectNoDifference(world.flows, [:])
    expectNoDifference(world.installIDs, [:])
  }

  @Test func aChangeInEffectBeforeTheInstallComesWithIt() {
    let before = Self.changedBeforeInstall()
    var world = before
    GooglePlayPlatform.apply(.install(.childPhone), in: &world)
    expectNoDifference(
      world.trace.dropFirst(before.trace.count).map(\.summary),
      [
        "install Landmarks from Play; installId \(Self.installID); it comes with video-calling",
        "stored as handled: video-calling",
      ])
    expectNoDifference(world.flows, [.childPhone: AppFlowState()])
    expectNoDifference(world.installIDs, [.childPhone: Self.installID])
    expectNoDifference(world.statuses, ["video-calling": .approved])
    expectNoDifference(world.handled, [.childPhone: ["video-calling"]])
    expectNoDifference(world.approvalDate, PlayFixtures.day("2026-07-10"))
    expectNoDifference(world.requests, [])
    // The parent's approval of the download approves what comes with it [I]: no invariant
    // breaks.
    expectNoDifference(
      PlayInvariants.check(before: before, action: .install(.childPhone), after: world), [])
    GooglePlayPlatform.apply(.launch(.childPhone), in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .nothingPending))
    guard case .signals(let result)? = world.ledger.last?.fact else {
      Issue.record("no checkAgeSignals result")
      return
    }
    expectNoDifference(result.significantChangeStatus, .approved)
    expectNoDifference(result.approvalDate, PlayFixtures.day("2026-07-10"))
  }

  @Test func aChangeTheParentIsAskedAboutKeepsItsStatusOnASecondDevice() {
    var world = PlayFixtures.world(devices: [.childPhone])
    PlayFixtures.play([PlayFixtures.videoCalling, .advanceClock(days: 9)], in: &world)
    expectNoDifference(world.statuses, ["video-calling": .pending])
    GooglePlayPlatform.apply(.install(.secondDevice), in: &world)
    expectNoDifference(world.statuses, ["video-calling": .pending])
    expectNoDifference(world.handled[.secondDevice], nil)
    expectNoDifference(world.installIDs[.secondDevice], PlayWorld.secondInstallID)
    expectNoDifference(
      world.trace.last?.summary,
      "install Landmarks from Play; installId \(PlayWorld.secondInstallID)")
  }

  @Test(
    "installing where the app is, or on the parent's phone, is refused by name",
    arguments: [
      (DeviceID.childPhone, PlayRefusal.alreadyInstalled(.childPhone)),
      (.parentPhone, .notAChildDevice(.parentPhone)),
    ])
  func refused(device: DeviceID, refusal: PlayRefusal) {
    let world = PlayFixtures.world()
    expectNoDifference(GooglePlayPlatform.refusal(of: .install(device), in: world), refusal)
  }

  @Test func theRefusalsSayWhy() {
    expectNoDifference(
      PlayRefusal.alreadyInstalled(.childPhone).text,
      "the app is already installed on child-android")
    expectNoDifference(
      PlayRefusal.notAChildDevice(.parentPhone).text,
      "the app is installed on the child's devices, not on parent-phone")
  }
}
