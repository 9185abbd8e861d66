import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// Apple's sandbox table (reference §4.2, current revision), row by row: the exact bounds,
/// declaration, "Significant app update notification" and PermissionKit result.
@Suite("Sandbox table")
struct SandboxTableTests {
  /// One row of Apple's table.
  struct Row: Sendable, CustomTestStringConvertible {
    var scenario: String
    var lowerBound: Int?
    var upperBound: Int?
    var declaration: AgeRangeDeclaration
    var updateNotification: Bool
    var permissionKit: String

    var testDescription: String { scenario }
  }

  static let rows = [
    Row(
      scenario: "sandbox-under13-approved", lowerBound: nil, upperBound: 12,
      declaration: .guardianDeclared, updateNotification: true, permissionKit: "approve"),
    Row(
      scenario: "sandbox-13-15-approved", lowerBound: 13, upperBound: 15,
      declaration: .guardianDeclared, updateNotification: true, permissionKit: "approve"),
    Row(
      scenario: "sandbox-16-17-declined", lowerBound: 16, upperBound: 17,
      declaration: .guardianDeclared, updateNotification: true, permissionKit: "decline"),
    Row(
      scenario: "sandbox-adult-unconfirmed", lowerBound: 18, upperBound: nil,
      declaration: .selfDeclared, updateNotification: false,
      permissionKit: "AskError.notAvailable"),
    Row(
      scenario: "sandbox-adult-confirmed", lowerBound: 18, upperBound: nil,
      declaration: .confirmed, updateNotification: false, permissionKit: "AskError.notAvailable"),
    Row(
      scenario: "sandbox-adult-confirmed-change-applicable", lowerBound: 18, upperBound: nil,
      declaration: .confirmed, updateNotification: true, permissionKit: "AskError.notAvailable"),
  ]

  @Test("each row ends as Apple's table says", arguments: rows)
  func row(_ row: Row) throws {
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named(row.scenario)))
    #expect(run.passed)
    let outcome = run.summary.outcome
    expectNoDifference(
      outcome.ageRange,
      SharedAgeRange(
        range: AgeRange(lowerBound: row.lowerBound, upperBound: row.upperBound),
        declaration: row.declaration, activeParentalControls: []))
    expectNoDifference(outcome.significantUpdateApplies, row.updateNotification)
    expectNoDifference(outcome.permissionKitResult, row.permissionKit)
  }

  @Test("the sandbox rows are labelled as the sandbox account's settings, an assumption")
  func sandboxRegions() throws {
    for row in Self.rows {
      let world = try #require(ScenarioLibrary.named(row.scenario)).appleWorld
      #expect(world.region.name.hasPrefix("Sandbox Age Assurance"))
      expectNoDifference(world.region.confidence, .assumption)
      expectNoDifference(world.regionRule.regulation(on: world.today)?.imposedGates, [13, 16, 18])
    }
  }
}
