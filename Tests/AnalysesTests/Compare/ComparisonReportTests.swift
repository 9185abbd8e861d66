import Analyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import Testing

/// What `agetui compare` prints, whole: Texas against the US after the first launch.
@Suite("Comparison reports")
struct ComparisonReportTests {
  private static func comparison(_ values: [String]? = ["US-TX", "US"], at step: Int? = 1)
    throws -> Comparison
  {
    try Comparison(
      scenario: try #require(ScenarioLibrary.named("texas-teen")), by: .region, values: values,
      at: step)
  }

  @Test("text: one column per value, aspects spaced, differences marked")
  func text() throws {
    #expect(try Self.comparison().rendered(.text) == Self.expectedText)
  }

  @Test("Markdown: one table, a row per aspect")
  func markdown() throws {
    #expect(try Self.comparison().rendered(.markdown) == Self.expectedMarkdown)
  }

  @Test("JSON: format agetui-compare, version 1")
  func json() throws {
    #expect(try Self.comparison().rendered(.json) == Self.expectedJSON)
  }

  @Test(
    "text fits 100 columns, in columns up to five values and in blocks beyond",
    arguments: [
      (["US-TX", "US"], true), (["US-TX", "US", "US-UT", "US-LA", "AU"], true),
      (nil, false),
    ] as [([String]?, Bool)])
  func width(values: [String]?, inColumns: Bool) throws {
    let text = try Self.comparison(values, at: nil).rendered(.text)
    let lines = text.split(separator: "\n")
    #expect(lines.map(\.count).max() ?? 0 <= 100)
    expectNoDifference(lines.contains { $0.hasPrefix("━━ US-TX Texas ★ ━━") }, !inColumns)
  }

  @Test(
    "long words break between their capitals, else at the width",
    arguments: [
      (
        "required: significantAppChangeRequiresParentalConsent", 20,
        ["required:", "significantAppChange", "RequiresParental", "Consent"]
      ),
      ("abcdefghijklmnopqrstuvwxyz", 10, ["abcdefghij", "klmnopqrst", "uvwxyz"]),
      ("Shared your age range", 10, ["Shared", "your age", "range"]),
      ("", 10, [""]),
    ])
  func wrap(text: String, width: Int, lines: [String]) {
    expectNoDifference(Comparison.wrap(text, width: width), lines)
  }

  static let expectedText =
    """
    texas-teen compared by region, after walkthrough step 1 of 4 (launch): A 14-year-old in Texas asks
    her father to approve an update
    Each column replays the scenario from its start with only the region changed; the rest is the
    scenario's own (★ US-TX Texas). ≠ marks a cell that differs from the first column (US-TX Texas). Law
    dates: the statute's dates (law-dates: statute; Utah from 2027-05-06, Louisiana from 2027-07-01);
    set assumptions: {law-dates: apple-announced} for Apple's announced dates.

    US-TX Texas ★                                      US United States (no app-store law)
    ─────────────────────────────────────────────────  ─────────────────────────────────────────────────

    On screen now
    Ask to Continue                                    ≠ Landmarks
                                                       sheet: Share Your Age Range?

    The person saw
    Shared your age range with Landmarks (required in  ≠ Share Your Age Range? “Landmarks” would like to
    Texas).                                            know whether you are 12 or under, 13–15 or 16 or
                                                       over. It will learn “13–15”, not your birthdate.

    The app learned
    response: sharing                                  ≠ no age range yet
    bounds: 13–15
    declaration: guardianDeclared
    required: declaredAgeRangeRequired,
    significantAppChangeRequiresParentalConsent

    Flow step
    needs-parental-approval (13–15), branch minor      ≠ checking-feature, branch not-required

    The parent
    Carlos not asked                                   Carlos not asked

    4 cells differ from US-TX Texas, in: On screen now, The person saw, The app learned, Flow step.

    """

  static let expectedMarkdown =
    """
    # texas-teen compared by region

    A 14-year-old in Texas asks her father to approve an update, after walkthrough step 1 of 4 (launch).

    Each column replays the scenario from its start with only the region changed; the rest is the scenario's own (★ US-TX Texas). ≠ marks a cell that differs from the first column (US-TX Texas). Law dates: the statute's dates (law-dates: statute; Utah from 2027-05-06, Louisiana from 2027-07-01); set assumptions: \\{law-dates: apple-announced\\} for Apple's announced dates.

    | | US-TX Texas ★ | US United States (no app-store law) |
    |---|---|---|
    | **On screen now** | Ask to Continue | ≠ Landmarks<br>sheet: Share Your Age Range? |
    | **The person saw** | Shared your age range with Landmarks (required in Texas). | ≠ Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or over. It will learn “13–15”, not your birthdate. |
    | **The app learned** | response: sharing<br>bounds: 13–15<br>declaration: guardianDeclared<br>required: declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent | ≠ no age range yet |
    | **Flow step** | needs-parental-approval (13–15), branch minor | ≠ checking-feature, branch not-required |
    | **The parent** | Carlos not asked | Carlos not asked |

    4 cells differ from US-TX Texas, in: On screen now, The person saw, The app learned, Flow step.

    """

  static let expectedJSON =
    """
    {
      "format": "agetui-compare",
      "version": 1,
      "scenario": "texas-teen",
      "title": "A 14-year-old in Texas asks her father to approve an update",
      "dimension": "region",
      "step": 1,
      "steps": 4,
      "stepAction": "launch",
      "stepReason": null,
      "aspects": [
        {
          "id": "screen",
          "title": "On screen now"
        },
        {
          "id": "saw",
          "title": "The person saw"
        },
        {
          "id": "learned",
          "title": "The app learned"
        },
        {
          "id": "flow",
          "title": "Flow step"
        },
        {
          "id": "parent",
          "title": "The parent"
        }
      ],
      "columns": [
        {
          "value": "US-TX",
          "label": "US-TX Texas",
          "scenarioValue": true,
          "cells": {
            "screen": {
              "lines": ["Ask to Continue"],
              "differs": false
            },
            "saw": {
              "lines": ["Shared your age range with Landmarks (required in Texas)."],
              "differs": false
            },
            "learned": {
              "lines": ["response: sharing", "bounds: 13–15", "declaration: guardianDeclared", "required: declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent"],
              "differs": false
            },
            "flow": {
              "lines": ["needs-parental-approval (13–15), branch minor"],
              "differs": false
            },
            "parent": {
              "lines": ["Carlos not asked"],
              "differs": false
            }
          }
        },
        {
          "value": "US",
          "label": "US United States (no app-store law)",
          "scenarioValue": false,
          "cells": {
            "screen": {
              "lines": ["Landmarks", "sheet: Share Your Age Range?"],
              "differs": true
            },
            "saw": {
              "lines": ["Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or over. It will learn “13–15”, not your birthdate."],
              "differs": true
            },
            "learned": {
              "lines": ["no age range yet"],
              "differs": true
            },
            "flow": {
              "lines": ["checking-feature, branch not-required"],
              "differs": true
            },
            "parent": {
              "lines": ["Carlos not asked"],
              "differs": false
            }
          }
        }
      ],
      "differingCells": 4,
      "differingAspects": ["screen", "saw", "learned", "flow"]
    }

    """
}
