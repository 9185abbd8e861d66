import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Presentation
import Reports
import Scenarios

/// A scenario's Google Play run as JSON (format `agetui-play-run`, version 1,
/// docs/trace-format.md): every trace entry's typed detail encoded here, in the SDK's own field
/// names, with `null` where Google returns null.
public enum PlayJSONReport {
  /// The schema's format name.
  public static let format = "agetui-play-run"
  /// The schema version.
  public static let version = 1

  /// The whole document.
  public static func document(_ run: PlayRun) -> JSONValue {
    let scenario = run.scenario
    let world = run.initial
    return PlatformRunJSON.document(
      format: format, version: version, platform: .googlePlay, run: run,
      world: .object([
        ("today", .string(world.today.description)),
        ("region", .string(world.child.region.rawValue)),
        ("person", .string(scenario.world.personName)),
        ("parent", .optional(scenario.world.parentName)),
        ("supervised", .bool(world.child.isSupervised)),
        ("verification", .string(world.child.verification.rawValue)),
        ("sharingMode", .string(world.child.sharingMode.rawValue)),
        (
          "app",
          .object([
            ("name", .string(world.app.config.name)),
            ("packageName", .string(world.app.config.bundleID)),
            ("sdk", .string(world.app.sdk.rawValue)),
            ("ageRanges", .array(world.app.ranges.minimumAges.map(JSONValue.int))),
          ])
        ),
        ("devices", .strings(world.flows.keys.map(\.playName).sorted())),
        ("refreshWeeks", .int(world.refreshWeeks)),
      ]),
      step: step,
      summary: .object(
        PlatformRunJSON.outcome(of: run) + [
          ("facts", PlatformRunJSON.facts(PlayReportText.facts(run.final)))
        ]))
  }

  private static func step(_ step: PlayRunStep) -> JSONValue {
    PlatformRunJSON.step(step, refused: \.text, entry: entry)
  }

  /// One Play trace entry, its detail typed.
  public static func entry(_ entry: PlayTraceEntry) -> JSONValue {
    .object(
      JSONReport.entryFields(
        entry.sequence, entry.date, entry.from.rawValue, entry.to.rawValue, entry.kind,
        entry.device?.playName, entry.summary) + [("detail", entry.detail.map(detail) ?? .null)])
  }

  /// A detail as `{"type": …, fields…}`, Google's field names where Google has them.
  public static func detail(_ detail: PlayTraceDetail) -> JSONValue {
    let (type, fields): (String, [(String, JSONValue)]) =
      switch detail {
      case .flowStep(let from, let to):
        ("flow", [("payload", .object([("from", .string(from.name)), ("to", .string(to.name))]))])
      case .regulation(let features, let rule):
        ("regulation", [("features", .strings(features.map(\.rawValue))), ("rule", region(rule))])
      case .sharingPrompt(let gates): ("sharingPrompt", [("gates", ints(gates))])
      case .promptAnswer(let shared): ("promptAnswer", [("shared", .bool(shared))])
      case .access(let status, let promptShown, let reasons):
        (
          "requestAgeSignalsAccess",
          [
            ("ageSignalsStatus", .string(status.rawValue)), ("promptShown", .bool(promptShown)),
            ("reasons", .strings(reasons)),
          ]
        )
      case .signals(let result, let sdk, let reasons):
        (
          "checkAgeSignals",
          [
            ("sdk", .string(sdk.rawValue)), ("result", signals(result, sdk: sdk)),
            ("reasons", .strings(reasons)),
          ]
        )
      case .failure(let call, let error, let reasons):
        (
          "exception",
          [
            ("call", .string(call.rawValue)), ("errorCode", .string(error.rawValue)),
            ("code", .int(error.code)), ("reasons", .strings(reasons)),
          ]
        )
      case .handled(let ids): ("handled", [("changes", .strings(ids.map(\.rawValue)))])
      case .changeDeclared(let change):
        (
          "playConsoleChangeDeclared",
          [
            ("id", .string(change.id.rawValue)), ("description", .string(change.description)),
            ("effectiveDate", .string(change.effectiveDate.description)),
            ("declaredOn", .string(change.declaredOn.description)),
          ]
        )
      case .changeCancelled(let id): ("playConsoleChangeCancelled", [("id", .string(id.rawValue))])
      case .ageRanges(let ranges):
        ("playConsoleAgeRanges", [("minimumAges", ints(ranges.minimumAges))])
      case .familyLinkRequest(let request):
        (
          "familyLinkRequest",
          [
            ("requestId", .int(request.id.rawValue)),
            ("changes", .strings(request.changeIDs.map(\.rawValue))),
            ("sentOn", .string(request.sentOn.description)),
          ]
        )
      case .parentAnswer(let requestID, let approved, let ids):
        (
          "familyLinkAnswer",
          [
            ("requestId", .int(requestID.rawValue)), ("approved", .bool(approved)),
            ("changes", .strings(ids.map(\.rawValue))),
          ]
        )
      case .revoked(let revocations):
        (
          "revocationCsv",
          [
            (
              "rows",
              .array(
                revocations.map {
                  .object([
                    ("installId", .string($0.installID)), ("device", .string($0.device.playName)),
                    ("revokedOn", .string($0.revokedOn.description)),
                  ])
                })
            )
          ]
        )
      case .clock(let from, let to):
        ("clock", [("from", .string(from.description)), ("to", .string(to.description))])
      case .setting(let setting):
        (
          "setting",
          [
            ("name", .string(PlaySettingName.words(for: setting).0.rawValue)),
            ("value", .string(PlaySettingName.words(for: setting).1)),
          ]
        )
      case .refused(let refusal): ("refused", [("reason", .string(refusal.text))])
      }
    return .object([("type", .string(type))] + fields)
  }

  /// `checkAgeSignals`' result in the fields of `sdk`, `null` where Google returns null.
  static func signals(_ result: AgeSignalsResult, sdk: AgeSignalsSDK) -> JSONValue {
    let date = JSONValue.optional(result.approvalDate?.description)
    switch sdk {
    case .v004:
      return .object([
        ("ageLower", .optional(result.ageLower)), ("ageUpper", .optional(result.ageUpper)),
        ("ageRangeSource", .optional(result.ageRangeSource?.rawValue)),
        ("significantChangeStatus", .optional(result.significantChangeStatus?.rawValue)),
        ("significantChangeApprovalDate", date), ("installId", .optional(result.installID)),
      ])
    case .v003:
      return .object([
        ("userStatus", .optional(result.userStatus?.rawValue)),
        ("ageLower", .optional(result.ageLower)), ("ageUpper", .optional(result.ageUpper)),
        ("mostRecentApprovalDate", date), ("installId", .optional(result.installID)),
      ])
    }
  }

  private static func ints(_ values: [Int]) -> JSONValue {
    .array(values.map(JSONValue.int))
  }

  private static func region(_ rule: PlayRegionRule) -> JSONValue {
    switch rule {
    case .appStoreLaw(let name): .string("app-store-law: \(name)")
    case .ageBracketLaw(let name): .string("age-bracket-law: \(name)")
    case .declaredOrUnknown: .string("declared-or-unknown")
    case .sharingModes: .string("sharing-modes")
    }
  }
}
