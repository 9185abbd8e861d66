import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// Reference §3: where no regulatory feature applies, Apple's sample skips its flow and marks
/// nothing handled, so a change skipped today is still pending when a law starts or the OS
/// gains a signal.
@Suite("§3: a skipped change stays pending")
struct SkippedChangeTests {
  private typealias Fixtures = SimulationFixtures

  private static func world(today: String, os: OSVersion, secondDevice: AppleDeviceKind? = nil)
    throws
    -> AppleWorld
  {
    let day = Fixtures.day(today)
    return AppleWorld(
      person: ApplePerson(name: "Sofia", birthdate: day.adding(years: -14), isInFamily: true),
      parentName: "Carlos", regionCode: "US-TX", os: os, today: day,
      app: try Fixtures.app(), secondDevice: secondDevice)
  }

  @Test("§3: opened the day before Texas's law starts, the change is asked about the day after")
  func lawStartFindsChangePending() throws {
    var simulation = AppleSimulation(world: try Self.world(today: "2026-06-03", os: .v26dot5))
    let launch = try #require(Fixtures.apply([.launchApp(.childPhone)], to: &simulation))
    expectNoDifference(
      launch.entries.map(\.summary),
      [
        "open Landmarks 2.0",
        "not-running → checking-regulation",
        "isEligibleForAgeFeatures",
        "isEligibleForAgeFeatures = false",
        "requiredRegulatoryFeatures",
        "requiredRegulatoryFeatures = []",
        "checking-regulation → checking-feature",
        "no regulatory feature applies: the flow is skipped; video-calling stays pending",
        "requestAgeRange(ageGates: 13, 16)",
        "Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, "
          + "13–15 or 16 or over. It will learn “13–15”, not your birthdate.",
      ])
    expectNoDifference(simulation.keyValueStore, [])
    expectNoDifference(simulation.device(.childPhone)?.flow.branch, .notRequired)
    Fixtures.apply(
      [
        .answerAgeRangePrompt(.childPhone, .share), .closeApp(.childPhone),
        .advanceClock(.days(1)), .launchApp(.childPhone),
      ], to: &simulation)
    expectNoDifference(
      simulation.step(on: .childPhone),
      .needsParentalApproval(.minor(AgeRange(lowerBound: 13, upperBound: 15))))
    #expect(simulation.device(.childPhone)?.flow.pendingChanges == [try Fixtures.videoCalling()])
  }

  /// A Mac always reads `isEligibleForAgeFeatures` as false (§1.9); on 26.2 that is its only
  /// signal, so the flow is skipped there. After the update to 26.4 the Mac reads Texas's
  /// features and finds the change still pending.
  @Test("§3, §1.9: skipped on a Mac on 26.2, asked about after the update to 26.4")
  func osUpdateFindsChangePending() throws {
    var simulation = AppleSimulation(
      world: try Self.world(today: "2026-09-14", os: .v26dot2, secondDevice: .mac))
    Fixtures.apply([.launchApp(.secondDevice)], to: &simulation)
    expectNoDifference(simulation.device(.secondDevice)?.flow.branch, .notRequired)
    expectNoDifference(simulation.keyValueStore, [])
    Fixtures.apply(
      [.closeApp(.secondDevice), .setOS(.v26dot4), .launchApp(.secondDevice)], to: &simulation)
    expectNoDifference(
      simulation.step(on: .secondDevice),
      .needsParentalApproval(.minor(AgeRange(lowerBound: 13, upperBound: 15))))
  }

  /// §8.2: a law may make `isEligibleForAgeFeatures` true with no `RegulatoryFeature`; the
  /// built-in California row (AB 1043, §8.1) is one. The sample's flow skips (§3).
  @Test("§8.2: eligible with no features, in California from 2027-01-01, skips and keeps pending")
  func eligibleWithoutFeatures() throws {
    var world = try Self.world(today: "2027-01-01", os: .v26dot4)
    world.regionCode = "US-CA"
    var simulation = AppleSimulation(world: world)
    let launch = try #require(Fixtures.apply([.launchApp(.childPhone)], to: &simulation))
    expectNoDifference(
      launch.entries.map(\.summary),
      [
        "open Landmarks 2.0",
        "not-running → checking-regulation",
        "isEligibleForAgeFeatures",
        "isEligibleForAgeFeatures = true",
        "requiredRegulatoryFeatures",
        "requiredRegulatoryFeatures = []",
        "checking-regulation → checking-feature",
        "no regulatory feature applies: the flow is skipped; video-calling stays pending",
        "requestAgeRange(ageGates: 13, 16)",
        "cached for com.example.landmarks (gates 13, 16) until 2028-01-01; synced to the "
          + "person's devices",
        "Shared your age range with Landmarks (required in California).",
        ".sharing(13–15, guardianDeclared)",
        "checking-feature → running",
      ])
    expectNoDifference(simulation.keyValueStore, [])
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .notRequired))
  }

  @Test("26.0's labelled assumption still handles the change unasked (docs/assumptions.md §3)")
  func osTwentySixHandles() throws {
    var simulation = AppleSimulation(world: try Self.world(today: "2026-09-14", os: .v26))
    Fixtures.apply([.launchApp(.childPhone)], to: &simulation)
    expectNoDifference(simulation.keyValueStore, ["video-calling"])
    Fixtures.apply(
      [.closeApp(.childPhone), .setOS(.v26dot4), .launchApp(.childPhone)], to: &simulation)
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .nothingPending))
  }
}
