import Reports
import Scenarios

// MARK: - JSON: `agetui compare --format json` (docs/compare.md)

extension Comparison {
  /// The comparison as one JSON object, format `agetui-compare` (Apple's side) or
  /// `agetui-compare-google-play` (Google Play's), version 1.
  func json() -> String {
    let value = JSONValue.object([
      ("format", .string(wording.jsonFormat)),
      ("version", .int(1)),
      ("scenario", .string(scenario.name)),
      ("title", .string(scenario.title)),
      ("dimension", .string(dimension.rawValue)),
      ("step", .int(step)),
      ("steps", .int(stepCount)),
      ("stepAction", .optional(stepAction)),
      ("stepReason", .optional(stepReason)),
      (
        "aspects",
        .array(
          aspects.map { .object([("id", .string($0.rawValue)), ("title", .string($0.title))]) })
      ),
      (
        "columns",
        .array(
          columns.map { column in
            .object([
              ("value", .string(column.value)),
              ("label", .string(column.label)),
              ("scenarioValue", .bool(column.isScenarioValue)),
              (
                "cells",
                .object(
                  column.cells.map { cell in
                    (
                      cell.aspect.rawValue,
                      .object([("lines", .strings(cell.lines)), ("differs", .bool(cell.differs))])
                    )
                  })
              ),
            ])
          })
      ),
      ("differingCells", .int(differingCellCount)),
      ("differingAspects", .strings(differingAspects.map(\.rawValue))),
    ])
    return value.rendered() + "\n"
  }
}
