import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Testing

@testable import TestSupport

/// The account's creation day on Play: Texas's law binds only accounts created from 2026-05-29
/// (Google's page, reference §8.1 [V]), so an older account is asked before sharing.
@Suite struct PlayAccountCreatedTests {
  /// One creation day set before the unverified adult opens the app in Texas on 2026-07-01.
  struct Case: Sendable, CustomTestStringConvertible {
    var created: String?
    var lines: [String]

    var testDescription: String { created ?? "not set" }
  }

  static let opens = [
    "2026-07-01 child→app lifecycle: open Landmarks",
    "2026-07-01 app→app flow: not-running → checking-feature",
    "2026-07-01 app→play request: requestAgeSignalsAccess()",
  ]

  /// §8.3: where the law binds there is no prompt, and an unchecked age must be verified.
  static let mustVerify = [
    "2026-07-01 play→app response: ageSignalsStatus = VERIFICATION_REQUIRED",
    "2026-07-01 app→app flow: checking-feature → running",
  ]

  static let cases: [Case] = [
    // Older than the law: the sharing mode decides, and Ask before sharing asks.
    Case(
      created: "2026-01-10",
      lines: ["2026-07-01 child→play setting: account created: 2026-01-10"] + opens + [
        "2026-07-01 play→child prompt: Play asks: share your age range with Landmarks?"
      ]),
    Case(
      created: "2026-05-29",
      lines: ["2026-07-01 child→play setting: account created: 2026-05-29"] + opens + mustVerify),
    // No creation day: the account counts as new [I].
    Case(
      created: nil,
      lines: ["2026-07-01 child→play setting: account created: not set"] + opens + mustVerify),
  ]

  @Test(
    "an account older than Texas's law is asked before sharing; a newer one must verify",
    arguments: cases)
  func texas(_ example: Case) {
    var world = PlayFixtures.world(supervised: false, birthdate: "1990-01-01")
    PlayFixtures.play(
      [.set(.accountCreated(example.created.map(PlayFixtures.day))), .launch(.childPhone)],
      in: &world)
    expectNoDifference(PlayFixtures.lines(world), example.lines)
    expectNoDifference(world.child.accountCreated, example.created.map(PlayFixtures.day))
  }

  @Test func aCreationDayAfterTodayIsRefused() {
    var world = PlayFixtures.world(supervised: false, birthdate: "1990-01-01")
    PlayFixtures.play([.set(.accountCreated(PlayFixtures.day("2026-07-02")))], in: &world)
    expectNoDifference(
      PlayFixtures.lines(world),
      [
        "2026-07-01 child→play rejected: the account cannot be created on 2026-07-02, after "
          + "today (2026-07-01)"
      ])
    expectNoDifference(world.child.accountCreated, nil)
  }
}
