import CustomDump
import FlowEngine
import Foundation
import GooglePlay
import GooglePlayScenarios
import Testing

@testable import TestSupport

/// The developer's side: declaring and cancelling changes in Play Console, and the revocation
/// list it offers.
@Suite("Google Play platform: Play Console")
struct PlayConsoleTests {
  static func day(_ text: String) -> SimDate { PlayFixtures.day(text) }

  /// Cancelling video calling (effective 2026-07-10) so many days before it takes effect: §8.3
  /// [V] allows it until 48 hours before, which AgeTUI counts in whole days [I].
  static let cancelCases: [(daysBefore: Int, refusal: PlayRefusal?)] = [
    (9, nil), (3, nil), (2, nil),
    (1, .insideCancellationWindow("video-calling", effective: day("2026-07-10"))),
    (0, .insideCancellationWindow("video-calling", effective: day("2026-07-10"))),
  ]

  @Test(arguments: cancelCases)
  func cancel(daysBefore: Int, refusal: PlayRefusal?) {
    var world = PlayFixtures.world()
    let actions: [PlayAction] =
      [PlayFixtures.videoCalling]
      + (daysBefore < 9 ? [.advanceClock(days: 9 - daysBefore)] : [])
      + [.cancelChange(id: "video-calling"), .advanceClock(days: 20)]
    PlayFixtures.play(actions, in: &world)
    let cancelled = refusal == nil
    expectNoDifference(
      world.changes.map {
        "\($0.id) \($0.description) \($0.effectiveDate) \($0.declaredOn) \($0.isCancelled)"
      },
      [
        "video-calling This update adds video calling. 2026-07-10 2026-07-01 \(cancelled)"
      ])
    expectNoDifference(
      world.trace.first { $0.kind == .rejected }?.detail, refusal.map { .refused($0) })
    // A cancelled change never reaches the parent; one that stands does on its day.
    expectNoDifference(
      world.requests,
      (cancelled
        ? []
        : [PlayParentRequest(id: 1, changeIDs: ["video-calling"], sentOn: Self.day("2026-07-10"))]))
    expectNoDifference(
      world.trace.last { $0.kind == .setting || $0.kind == .rejected }?.summary,
      (cancelled
        ? "Play Console: cancel video-calling"
        : "change video-calling takes effect on 2026-07-10: Play Console cancels only until "
          + "48 hours before"))
  }

  static let refusalCases: [(action: PlayAction, refusal: PlayRefusal)] = [
    (
      .declareChange(id: "video-calling", description: "Again.", effective: day("2026-08-01")),
      .duplicateChange("video-calling")
    ),
    (
      .declareChange(id: "chat", description: "Chat.", effective: day("2026-06-30")),
      .effectiveDateInPast("chat", effective: day("2026-06-30"))
    ),
    (.cancelChange(id: "chat"), .unknownChange("chat")),
    (.advanceClock(days: 0), .clockNotForward(days: 0)),
    (.launch(.parentPhone), .noApp(.parentPhone)),
    (.close(.childPhone), .notRunning(.childPhone)),
    (.checkAgain(.childPhone), .notRunning(.childPhone)),
    (.answerSharingPrompt(.childPhone, share: true), .noSharingPrompt(.childPhone)),
    (.parentAnswers(from: .parentPhone, approve: true), .noPendingRequest),
    (.revoke(from: .parentPhone), .notSupervised),
  ]

  /// Refused actions change nothing but the trace, which names the reason.
  @Test(arguments: refusalCases)
  func refusals(action: PlayAction, refusal: PlayRefusal) {
    var world = PlayFixtures.world()
    PlayFixtures.play([PlayFixtures.videoCalling], in: &world)
    if case .revoke = action { world.child.isSupervised = false }
    let before = world
    GooglePlayPlatform.apply(action, in: &world)
    var withoutRefusal = world
    withoutRefusal.trace = AppendLog(world.trace.dropLast())
    // Nothing but the refusal's trace entry changes.
    expectNoDifference(withoutRefusal, before)
    expectNoDifference(world.trace.last?.kind, .rejected)
    expectNoDifference(world.trace.last?.detail, .refused(refusal))
    expectNoDifference(world.trace.last?.summary, refusal.text)
  }

  /// §8.3 [V]: revoked approvals appear as install IDs in a CSV, kept 90 days; the header is
  /// AgeTUI's [I].
  static let csvCases: [(today: String, csv: String)] = [
    (
      "2026-07-10",
      "installId,revocationDate\n2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8,2026-07-01\n"
        + "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47,2026-07-01\n"
        + "0aa1e6f2-7c54-4f0e-9d3b-52b8c1e7a690,2026-07-05\n"
    ),
    // 2026-09-28 is 89 days after 2026-07-01: still listed.
    (
      "2026-09-28",
      "installId,revocationDate\n2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8,2026-07-01\n"
        + "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47,2026-07-01\n"
        + "0aa1e6f2-7c54-4f0e-9d3b-52b8c1e7a690,2026-07-05\n"
    ),
    // 90 days after: gone; the later one stays until 2026-10-03.
    (
      "2026-09-29",
      "installId,revocationDate\n0aa1e6f2-7c54-4f0e-9d3b-52b8c1e7a690,2026-07-05\n"
    ),
    ("2026-10-03", "installId,revocationDate\n"),
    // Before the revocations happened: nothing to list.
    ("2026-06-30", "installId,revocationDate\n"),
  ]

  @Test(arguments: csvCases)
  func revocationCSV(today: String, csv: String) {
    let revocations = [
      PlayRevocation(
        installID: "0aa1e6f2-7c54-4f0e-9d3b-52b8c1e7a690", device: .secondDevice,
        revokedOn: Self.day("2026-07-05")),
      PlayRevocation(
        installID: AgeSignalsQuery.exampleInstallID, device: .childPhone,
        revokedOn: Self.day("2026-07-01")),
      PlayRevocation(
        installID: PlayWorld.secondInstallID, device: .secondDevice,
        revokedOn: Self.day("2026-07-01")),
    ]
    expectNoDifference(PlayRevocationCSV.render(revocations, on: Self.day(today)), csv)
    // The file Play Console offers a backend that day (agetui-deliver writes it) is that text.
    expectNoDifference(
      PlayRevocationCSV.download(revocations, on: Self.day(today)),
      ConsoleDownload(
        fileName: "google-play-revocations.csv", downloadedOn: Self.day(today),
        rowCount: csv.split(separator: "\n").count - 1, text: csv))
  }
}
