import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as JSON (format `agetui-amazon-run`, version 1,
/// docs/trace-format.md): every trace entry's typed detail, each `GetUserAgeData` row under
/// Amazon's six keys in Amazon's order, `null` where Amazon puts NULL.
public enum AmazonJSONReport {
  /// The schema's format name.
  public static let format = "agetui-amazon-run"
  /// The schema version.
  public static let version = 1

  /// The whole document.
  public static func document(_ run: AmazonRun) -> JSONValue {
    let scenario = run.scenario
    let world = run.initial
    return PlatformRunJSON.document(
      format: format, version: version, platform: .amazonAppstore, run: run,
      world: .object([
        ("today", .string(world.today.description)),
        ("region", .string(world.child.region.rawValue)),
        ("person", .string(scenario.world.personName)),
        ("parent", .optional(scenario.world.parentName)),
        ("supervised", .bool(world.child.isSupervised)),
        ("verified", .bool(world.child.isVerified)),
        ("consent", .string(world.consent.rawValue)),
        ("userId", .string(world.child.userId)),
        (
          "app",
          .object([
            ("name", .string(world.app.config.name)), ("asin", .string(world.app.asin)),
          ])
        ),
        ("testOption", .optional(world.testOption?.rawValue)),
        ("fault", .optional(world.fault?.rawValue)),
        ("devices", .strings(world.flows.keys.map(\.amazonName).sorted())),
      ]),
      step: step,
      summary: .object(
        PlatformRunJSON.outcome(of: run) + [
          ("revocationReport", .string(run.final.revocationReport.csv)),
          ("facts", PlatformRunJSON.facts(AmazonReportText.facts(run.final))),
        ]))
  }

  private static func step(_ step: RunStep<AmazonWorld>) -> JSONValue {
    PlatformRunJSON.step(step, refused: \.text, entry: entry)
  }

  /// One Amazon trace entry, its detail typed.
  public static func entry(_ entry: AmazonTraceEntry) -> JSONValue {
    .object(
      JSONReport.entryFields(
        entry.sequence, entry.date, entry.from.rawValue, entry.to.rawValue, entry.kind,
        entry.device?.amazonName, entry.summary) + [("detail", entry.detail.map(detail) ?? .null)])
  }

  /// A `GetUserAgeData` row under Amazon's six keys, in Amazon's order.
  public static func row(_ row: AmazonUserAgeData) -> JSONValue {
    .object(
      zip(AmazonColumn.allCases, row.cells).map { column, cell in
        let value: JSONValue =
          switch cell {
          case .string(let text): .string(text)
          case .integer(let number): .int(number)
          case .null: .null
          }
        return (column.rawValue, value)
      })
  }

  /// A detail as `{"type": …, fields…}`.
  public static func detail(_ detail: AmazonTraceDetail) -> JSONValue {
    let (type, fields): (String, [(String, JSONValue)]) =
      switch detail {
      case .flowStep(let from, let to):
        ("flow", [("payload", .object([("from", .string(from.name)), ("to", .string(to.name))]))])
      case .regulation(let features, let phase):
        (
          "regulation",
          [("features", .strings(features.map(\.rawValue))), ("phase", Self.phase(phase))]
        )
      case .ageData(let row, let reasons):
        ("getUserAgeData", [("row", Self.row(row)), ("reasons", .strings(reasons))])
      case .handled(let ids): ("handled", [("changes", .strings(ids.map(\.rawValue)))])
      case .changeReported(let change):
        (
          "changeReported",
          [
            ("id", .string(change.id.rawValue)), ("description", .string(change.description)),
            ("reportedOn", .string(change.reportedOn.description)),
          ]
        )
      case .consentRequest(let request):
        (
          "consentRequest",
          [
            ("id", .int(request.id.rawValue)),
            ("changes", .strings(request.changeIDs.map(\.rawValue))),
            ("sentOn", .string(request.sentOn.description)),
            ("state", .string(request.state.rawValue)),
          ]
        )
      case .parentAnswer(let requestID, let granted):
        ("parentAnswer", [("requestId", .int(requestID.rawValue)), ("granted", .bool(granted))])
      case .revoked(let revocation):
        (
          "revoked",
          [
            ("user_id", .string(revocation.userId)), ("app_asin", .string(revocation.appASIN)),
            ("app_name", .string(revocation.appName)),
            ("revokedOn", .string(revocation.revokedOn.description)),
          ]
        )
      case .clock(let from, let to):
        ("clock", [("from", .string(from.description)), ("to", .string(to.description))])
      case .setting(let setting):
        (
          "setting",
          [
            ("name", .string(AmazonSettingName(setting).rawValue)),
            ("value", .string(setting.value)),
          ]
        )
      case .refused(let refusal): ("refused", [("reason", .string(refusal.text))])
      }
    return .object([("type", .string(type))] + fields)
  }

  private static func phase(_ phase: AmazonLawPhase) -> JSONValue {
    switch phase {
    case .beforeLiveResponses: .object([("state", .string("before-live-responses"))])
    case .paused(let name, let until):
      .object([
        ("state", .string("paused")), ("law", .string(name)),
        ("until", .optional(until?.description)),
      ])
    case .notApplicable: .object([("state", .string("not-applicable"))])
    case .live(let name): .object([("state", .string("live")), ("law", .string(name))])
    }
  }
}
