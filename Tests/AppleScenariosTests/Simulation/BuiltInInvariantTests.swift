import Apple
import ApplePresentation
import AppleScenarios
import CustomDump
import FlowEngine
import Presentation
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// The privacy and safety invariants hold after every step of every built-in, recomputed
/// here from each step's before and after.
@Suite("Invariants in every built-in")
struct BuiltInInvariantTests {
  @Test("no invariant breaks at any step", arguments: ScenarioLibrary.names)
  func invariants(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = AppleScenarioRunner.run(scenario)
    var before = run.initial
    for step in run.steps {
      let result = AppleActionOutcome(simulation: step.world, entries: step.entries)
      expectNoDifference(Invariant.check(before: before, action: step.action, after: result), [])
      expectNoDifference(step.violations, [])
      before = step.world
    }
    expectNoDifference(before, run.final)
  }

  @Test("the app never receives a birthdate or an exact age in any built-in")
  func noExactAge() {
    for scenario in ScenarioLibrary.all {
      let run = AppleScenarioRunner.run(scenario)
      let birthdate = scenario.appleWorld.person.birthdate.description
      for entry in run.final.trace where entry.to == .app {
        #expect(!entry.summary.contains(birthdate), "\(scenario.name) #\(entry.sequence)")
        #expect(!entry.texts.contains { $0.contains(birthdate) })
      }
      for entry in run.final.ledger {
        if case .ageRange(let shared) = entry.fact {
          #expect(
            shared.range.lowerBound == nil || shared.range.lowerBound != shared.range.upperBound)
        }
      }
    }
  }

  @Test("an invariant violation is reported: a Never Share disclosure is caught")
  func violationIsCaught() throws {
    let world = try SimulationFixtures.world(age: 10, region: "US")
    var neverShare = world
    neverShare.person.sharingMode = .neverShare
    let before = AppleSimulation(world: neverShare)
    var after = before
    after.ledger.append(
      LedgerEntry<AppleLearnedFact>(
        sequence: 1, date: world.today, device: .childPhone,
        fact: .ageRange(
          SharedAgeRange(
            range: AgeRange(lowerBound: nil, upperBound: 12), declaration: .guardianDeclared,
            activeParentalControls: []))))
    let step = AppleActionOutcome(simulation: after, entries: [])
    expectNoDifference(
      Invariant.check(before: before, action: .launchApp(.childPhone), after: step),
      [
        InvariantViolation(
          rule: .neverShareNeverDiscloses, detail: "Never Share in US disclosed 12 or under")
      ])
  }
}
