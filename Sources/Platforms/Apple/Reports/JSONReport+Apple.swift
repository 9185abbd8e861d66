import Apple
import ApplePresentation
import AppleScenarios
import FlowEngine
import Presentation
import Reports
import Scenarios

/// Apple's run as JSON (format `agetui-run`, docs/trace-format.md).
extension JSONReport {
  /// The schema's format name.
  public static let format = "agetui-run"
  /// The schema version; it changes only when a field changes meaning or disappears.
  public static let version = 1

  /// Renders a run, ending with a newline.
  public static func render(_ run: AppleRun) -> String {
    document(run).rendered() + "\n"
  }

  /// The whole document.
  public static func document(_ run: AppleRun) -> JSONValue {
    let scenario = run.scenario
    let failures = run.failures
    let summary = run.summary
    return .object([
      ("format", .string(format)),
      ("version", .int(version)),
      ("scenario", PlatformRunJSON.scenario(scenario)),
      ("world", world(run.initial.world)),
      ("steps", .array(run.steps.map(step))),
      (
        "summary",
        .object([
          ("passed", .bool(failures.isEmpty)),
          ("failures", .array(failures.map(failure))),
          ("outcome", outcome(summary.outcome)),
          ("devices", .array(summary.devices.map(device))),
          ("learned", .array(summary.learned.map(learned))),
          ("questions", .array(summary.questions.map(question))),
          ("parentNotifications", .strings(summary.parentNotifications)),
          (
            "system",
            .array(
              summary.systemFacts.map {
                .object([("label", .string($0.label)), ("value", .string($0.value))])
              })
          ),
        ])
      ),
    ])
  }

  // MARK: - Parts

  private static func world(_ world: AppleWorld) -> JSONValue {
    let app = world.app
    return .object([
      ("today", .string(world.today.description)),
      ("os", .string(world.os.rawValue)),
      ("region", .string(world.region.code.rawValue)),
      ("regionName", .string(world.region.name)),
      ("person", .string(world.person.name)),
      ("parent", .optional(world.parentName)),
      ("secondDevice", .optional(world.secondDevice?.rawValue)),
      (
        "app",
        .object(
          app.jsonFields + [
            (
              "changes",
              .array(
                app.changes.map {
                  .object([
                    ("id", .string($0.id.rawValue)),
                    ("version", .string($0.introducedIn.description)),
                    ("description", .string($0.description)),
                  ])
                })
            )
          ])
      ),
    ])
  }

  private static func step(_ step: AppleWalkthroughStep) -> JSONValue {
    .object([
      ("number", .int(step.number)),
      ("scriptStep", .int(step.scriptStep)),
      ("automatic", .bool(step.isAutomatic)),
      ("action", .string(step.actionText)),
      ("narration", .string(step.narration)),
      ("caption", .string(step.caption)),
      ("rejected", .optional(step.refusal?.text)),
      ("entries", .array(step.entries.map(entry))),
      ("expectations", .array(step.expectations.map(expectation))),
      ("violations", .array(step.violations.map(violation))),
    ])
  }

  /// One trace entry.
  public static func entry(_ entry: AppleTraceEntry) -> JSONValue {
    .object(
      entryFields(
        entry.sequence, entry.date, entry.from.rawValue, entry.to.rawValue, entry.kind,
        entry.device?.rawValue, entry.summary) + [
          ("payload", payload(entry.detail)),
          ("serverNotification", serverNotification(entry.detail)),
        ])
  }

  /// A server notification's decoded payload in Apple's shape; `null` for every other entry.
  public static func serverNotification(_ detail: AppleTraceDetail?) -> JSONValue {
    guard case .rescindConsentNotification(let notification)? = detail else { return .null }
    return notification.json
  }

  /// A trace entry's details: string to string, keys sorted (empty without details).
  public static func payload(_ detail: AppleTraceDetail?) -> JSONValue {
    .object(
      (detail?.payload ?? []).sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
  }

  private static func outcome(_ outcome: AppleRunOutcome) -> JSONValue {
    .object([
      ("step", .string(outcome.step.name)),
      ("branch", .optional(outcome.branch?.rawValue)),
      ("blockedReason", .optional(outcome.blockedReason?.name)),
      ("featureEnabled", .optional(outcome.featureEnabled)),
      ("learned", .string(outcome.learned)),
      ("ageRange", outcome.ageRange.map(range) ?? .null),
      ("significantUpdateApplies", .optional(outcome.significantUpdateApplies)),
      ("permissionKitResult", .optional(outcome.permissionKitResult)),
    ])
  }

  private static func range(_ shared: SharedAgeRange) -> JSONValue {
    .object([
      ("lowerBound", .optional(shared.range.lowerBound)),
      ("upperBound", .optional(shared.range.upperBound)),
      ("ageRangeDeclaration", .optional(shared.declaration?.rawValue)),
      ("activeParentalControls", .strings(shared.activeParentalControls.map(\.rawValue))),
      ("text", .string(shared.range.description)),
    ])
  }

  private static func device(_ device: AppleDeviceSummary) -> JSONValue {
    var blockedReason: String?
    var featureEnabled: Bool?
    switch device.step {
    case .blocked(let reason): blockedReason = reason.name
    case .running(let enabled, _): featureEnabled = enabled
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .needsParentalApproval,
      .waitingForParent, .acknowledging, .checkingFeature:
      break
    }
    return .object([
      ("device", .string(device.device.rawValue)),
      ("kind", .string(device.kind.rawValue)),
      ("step", .string(device.step.name)),
      ("branch", .optional(device.branch?.rawValue)),
      ("blockedReason", .optional(blockedReason)),
      ("featureEnabled", .optional(featureEnabled)),
      ("sheet", .optional(device.sheet?.name)),
      ("installedVersion", .string(device.installedVersion.description)),
      ("handledChanges", .strings(device.handledChanges.map(\.rawValue))),
      ("notifications", .strings(device.notifications)),
    ])
  }

  private static func learned(_ entry: LedgerEntry<AppleLearnedFact>) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("sequence", .int(entry.sequence)),
      ("date", .string(entry.date.description)),
      ("device", .string(entry.device.rawValue)),
    ]
    let kind: String
    var detail: [(String, JSONValue)] = []
    switch entry.fact {
    case .eligibility(let eligible):
      kind = "eligibility"
      detail = [("isEligibleForAgeFeatures", .bool(eligible))]
    case .regulatoryFeatures(let features):
      kind = "regulatoryFeatures"
      detail = [("requiredRegulatoryFeatures", .strings(features.map(\.rawValue)))]
    case .ageRange(let shared):
      kind = "ageRange"
      detail = [("ageRange", range(shared))]
    case .declinedSharing:
      kind = "declinedSharing"
    case .ageRangeError(let name):
      kind = "ageRangeError"
      detail = [("error", .string(name))]
    case .parentAnswer(let questionID, let title, let approved):
      kind = "parentAnswer"
      detail = [
        ("questionId", .int(questionID.rawValue)), ("choiceTitle", .string(title)),
        ("approved", .bool(approved)),
      ]
    case .askError(let error):
      kind = "askError"
      detail = [("error", .string(error.rawValue))]
    case .permissionResult(let result):
      kind = "permissionResult"
      detail = [("result", .string(result.name))]
    case .acknowledged:
      kind = "acknowledged"
    case .consentRevoked:
      kind = "consentRevoked"
    }
    fields.append(("kind", .string(kind)))
    fields.append(("summary", .string(entry.fact.summary)))
    return .object(fields + detail)
  }

  private static func question(_ question: PermissionQuestion) -> JSONValue {
    var answeredOn: String?
    if case .answered(_, let day) = question.state { answeredOn = day.description }
    return .object([
      ("id", .int(question.id.rawValue)),
      ("topic", .string(question.topic.typeName)),
      ("from", .string(question.from.rawValue)),
      ("state", .string(question.state.name)),
      ("choices", .strings(question.choices.map(\.id.rawValue))),
      ("choice", .optional(question.chosen?.id.rawValue)),
      ("answer", .optional(question.chosen?.answer.rawValue)),
      ("sentOn", .optional(question.sentOn?.description)),
      ("expiresOn", .optional(question.expiresOn?.description)),
      ("answeredOn", .optional(answeredOn)),
    ])
  }
}
