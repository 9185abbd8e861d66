import Apple
import CustomDump
import FlowEngine
import Scenarios
import TestSupport
import Testing

@testable import Analyses
@testable import AppleAnalyses

/// The sweep itself: which outcome each case reaches, the states and transitions it visits,
/// and that splitting the worlds across threads changes nothing.
@Suite("AppleExplorer sweeps")
struct ExplorerTests {
  @Test("US and Texas, 14 and 42: every case's outcome, 17 states, 13 transitions")
  func usAndTexasRows() throws {
    let result = AppleExplorer(space: try ExploreFixtures.usAndTexas()).run()
    expectNoDifference(result.caseCount, 24)
    expectNoDifference(result.outcomes, ExploreFixtures.usAndTexasOutcomes)
    expectNoDifference(result.caseOutcomes, ExploreFixtures.usAndTexasCaseOutcomes)
    expectNoDifference(result.casesPerOutcome, [3, 6, 3, 2, 2, 2, 6])
    // US teen and US adult: start, prompt, shared, declined (4 states, 3 transitions each).
    // Texas teen: start, Ask screen, compose sheet, waiting, approved, declined, expired (7, 6).
    // Texas adult: start, blocked (2, 1).
    expectNoDifference(result.stateCount, 17)
    expectNoDifference(result.transitionCount, 13)
    expectNoDifference(result.actionCount, 13)
    expectNoDifference(result.failures, [])
    expectNoDifference(result.violationCounts, [:])
  }

  @Test("cases are numbered with the region slowest and the parent's answer fastest")
  func numbering() throws {
    let space = try ExploreFixtures.usAndTexas()
    expectNoDifference(space.settingCount, 4)
    expectNoDifference(space.answerCount, 6)
    expectNoDifference(space.caseCount, 24)
    expectNoDifference(
      AppleExploreDimension.allCases.map(space.stride), [12, 12, 6, 6, 6, 6, 6, 3, 1])
    let texasAdultDeclinesNever = space.exploreCase(at: 23)
    expectNoDifference(
      texasAdultDeclinesNever,
      AppleExploreCase(
        setting: AppleExploreSetting(
          regionCode: "US-TX", sharingMode: .askFirst, age: 42, isInFamily: true,
          verification: .none, isSignedIn: true, os: .v26dot5),
        promptAnswer: .decline, parentAnswer: .never))
    expectNoDifference(space.exploreCase(at: 13).parentAnswer, .decline)
    expectNoDifference(space.exploreCase(at: 13).promptAnswer, .share)
  }

  @Test("the full space: 13 regions × 3 × 29 ages × 2 × 4 × 2 × 6 OS × 2 × 3")
  func fullSpace() throws {
    let space = AppleExploreSpace(app: try ExploreFixtures.app())
    expectNoDifference(space.regionCodes, RegionTable.builtIn.places.map(\.code))
    expectNoDifference(space.ages, Array(0...25) + [30, 42, 70])
    expectNoDifference(space.date, SimDate(year: 2026, month: 9, day: 14))
    expectNoDifference(space.settingCount, 108_576)
    expectNoDifference(space.caseCount, 651_456)
    expectNoDifference(space.problems, [])
  }

  @Test("splitting the worlds into runs and merging them gives the same result")
  func splitting() throws {
    let space = AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US", "US-TX", "US-UT"],
      ages: [9, 14, 17, 42], verifications: [.none, .payment], osVersions: [.v26, .v26dot5])
    let explorer = AppleExplorer(space: space)
    let whole = explorer.run()
    let total = space.settingCount
    let parts = [
      explorer.explore(settings: (total / 2)..<total),
      explorer.explore(settings: 0..<(total / 3)),
    ]
    // The middle run is missing and the merge sweeps it itself.
    let merged = explorer.result(merging: parts)
    expectNoDifference(merged.outcomes, whole.outcomes)
    expectNoDifference(merged.caseOutcomes, whole.caseOutcomes)
    expectNoDifference(merged.stateCount, whole.stateCount)
    expectNoDifference(merged.transitionCount, whole.transitionCount)
    expectNoDifference(merged.actionCount, whole.actionCount)
  }

  @Test("a parent who never answers lets the question expire: the clock moves 7 days")
  func neverMovesTheClock() throws {
    let space = try ExploreFixtures.usAndTexas()
    let texasTeenNever = space.exploreCase(at: 14)
    var simulation = AppleSimulation(world: texasTeenNever.setting.world(in: space))
    var actions: [AppleAction] = [.launchApp(.childPhone)]
    simulation = simulation.applying(.launchApp(.childPhone)).simulation
    while let action = AppleExplorer.nextAction(in: simulation, for: texasTeenNever) {
      actions.append(action)
      simulation = simulation.applying(action).simulation
    }
    expectNoDifference(
      actions,
      [
        .launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone),
        .advanceClock(.days(7)),
      ])
    expectNoDifference(
      simulation.step(on: .childPhone),
      .blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15)))))
    expectNoDifference(simulation.world.today, SimDate(year: 2026, month: 9, day: 21))
  }

  @Test("the swept person turned their age six months ago")
  func birthdates() throws {
    let date = ExploreOptions.standardDate
    expectNoDifference(
      ExploreOptions.birthdate(age: 14, on: date), SimDate(year: 2012, month: 3, day: 14))
    expectNoDifference(
      ExploreOptions.birthdate(age: 0, on: date), SimDate(year: 2026, month: 3, day: 14))
    let world = AppleExploreSetting(
      regionCode: "US", sharingMode: .askFirst, age: 14, isInFamily: false,
      verification: .payment, isSignedIn: false, os: .v27
    ).world(in: AppleExploreSpace(app: try ExploreFixtures.app()))
    expectNoDifference(world.age, 14)
    expectNoDifference(world.parentName, nil)
    expectNoDifference(world.person.name, "Alex")
    expectNoDifference(world.person.isSignedIn, false)
    expectNoDifference(world.person.verification, .payment)
  }

  @Test("a space with unknown, repeated or missing values names each problem")
  func problems() throws {
    let space = AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US", "XX", "US"], sharingModes: [],
      ages: [14, 200])
    expectNoDifference(
      space.problems,
      [
        "no values for sharing-mode",
        "unknown region “XX” (known: \(RegionTable.builtIn.codes.joined(separator: ", ")))",
        "age 200 is outside 0–150",
        "region lists a value twice",
      ])
  }
}
