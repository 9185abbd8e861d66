import CustomDump
import Scenarios
import Stores
import Testing

@testable import Analyses

/// A field (`name = value`) in a compare cell that does not fit its column keeps its value
/// indented under its name, on every store's side, as the TUI's "The app received" list does
/// (issue 43, item 4: `significantChangeStatus =` used to stand alone, `APPROVED` on the next
/// line read as a line of its own).
@Suite struct CompareFieldWrapTests {
  @Test(
    arguments: [
      ("ageLower = 13", 24, ["ageLower = 13"]),
      ("significantChangeStatus = APPROVED", 26, ["significantChangeStatus =", "  APPROVED"]),
      (
        "significantChangeStatus = APPROVED", 24,
        ["significantChange", "Status =", "  APPROVED"]
      ),
      (
        "≠ ageSignalsStatus = NOT_SHARED", 24, ["≠ ageSignalsStatus =", "  NOT_SHARED"]
      ),
      (
        "installId = 7f3c1a52-9b0e-4d1e-8a6b-2c4f5e6d7a8b", 24,
        ["installId =", "  7f3c1a52-9b0e-4d1e-8a6", "  b-2c4f5e6d7a8b"]
      ),
      ("no prompt, sheet or notification", 24, ["no prompt, sheet or", "notification"]),
    ] as [(String, Int, [String])])
  func aFieldThatDoesNotFitKeepsItsValueUnderItsName(
    line: String, width: Int, expected: [String]
  ) {
    expectNoDifference(Comparison.fieldLines(line, width: width), expected)
  }

  /// Every built-in on each store, compared by sharing mode (or the store's first setting), in columns as narrow as the TUI's
  /// overlay draws them at 80 columns (24) and as `compare` prints them at 100 (32): no cell
  /// line that ends in a field's bare name (`… =`) is followed by a value at the cell's edge.
  @Test(arguments: ScenarioLibrary.all.map(\.name))
  func noValueStandsAloneInAnyStoresCells(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    for kind in Stores.compareSides where scenario.platforms.contains(kind.platform) {
      // By sharing mode where the store has one, else by its first setting (Amazon: region).
      let dimension = kind.dimensions.contains(.mode) ? .mode : kind.dimensions.first ?? .mode
      let comparison = try Comparison(
        scenario: scenario, by: dimension, platform: kind.platform, kinds: Stores.compareSides)
      for width in [24, 32] {
        for column in comparison.columns {
          for aspect in comparison.aspects {
            let lines = Comparison.cellLines(column.cell(aspect), width: width)
            let orphans = zip(lines, lines.dropFirst()).filter { line, next in
              line.hasSuffix(" =") && !next.hasPrefix(Comparison.valueIndent)
            }
            #expect(orphans.isEmpty, "\(kind.platform.title), width \(width): \(orphans)")
          }
        }
      }
    }
  }
}
