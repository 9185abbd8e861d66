import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Scenarios

// MARK: - Checking an expectation against a simulation

extension AppleExpectation {
  /// Checks every key against the simulation after a step; `entries` are the trace entries the
  /// step and its automatic answers produced, `refusal` why the step's own action was refused.
  ///
  /// A refused action fails the step unless `rejected:` expects it, so a script cannot go
  /// quietly wrong.
  public func evaluate(
    in simulation: AppleSimulation, entries: [AppleTraceEntry], refusal: Apple.AppleRejection?
  ) -> [ExpectationResult] {
    var results: [ExpectationResult] = []
    func check(_ key: String, _ expected: String, _ actual: String, negated: Bool? = nil) {
      results.append(
        .comparing(key, expected, actual, negated: negated ?? negatedKeys.contains(key)))
    }
    func contains(_ key: String, _ text: String, in shown: [String], negated: Bool) {
      let found = shown.first { $0.contains(text) }
      results.append(
        ExpectationResult(
          key: key, expected: negated ? "none containing “\(text)”" : "one containing “\(text)”",
          actual: found ?? (shown.isEmpty ? "none" : shown.joined(separator: " | ")),
          passed: (found != nil) != negated))
    }
    func key(_ name: String, on device: DeviceID) -> String {
      device == .childPhone ? name : "\(name) (\(device.rawValue))"
    }
    for expected in steps {
      check(
        key("step", on: expected.device), expected.step.rawValue,
        simulation.step(on: expected.device).name,
        negated: expected.negated)
    }
    for expected in blockedReasons {
      let step = simulation.step(on: expected.device)
      if case .blocked(let reason) = step {
        check(
          key("blocked-reason", on: expected.device), expected.value.rawValue, reason.name,
          negated: expected.negated)
      } else {
        check(
          key("blocked-reason", on: expected.device), expected.value.rawValue,
          "not blocked (step \(step.name))", negated: expected.negated)
      }
    }
    if let learned {
      check("learned", learned, simulation.learnedText)
    }
    if let declaration {
      let actual =
        simulation.latestSharedRange.map { $0.declaration?.rawValue ?? "none" }
        ?? "nothing shared"
      check("declaration", declaration, actual)
    }
    for expected in features {
      let step = simulation.step(on: expected.device)
      let actual: String
      if case .running(let enabled, _) = step {
        actual = enabled ? "enabled" : "disabled"
      } else {
        actual = "unknown (step \(step.name))"
      }
      check(
        key("feature", on: expected.device), expected.value ? "enabled" : "disabled", actual,
        negated: expected.negated)
    }
    if let question {
      check(
        "question", question.rawValue,
        NameOrNone(kind: simulation.askCenter.questions.last?.state.kind).rawValue)
    }
    if let parentAnswer {
      check(
        "parent-answer", parentAnswer.rawValue,
        simulation.latestAnsweredQuestion?.chosen?.id.rawValue ?? "none")
    }
    if let askError {
      check("ask-error", askError.rawValue, NameOrNone(kind: simulation.latestAskError).rawValue)
    }
    for expected in sheets {
      check(
        key("sheet", on: expected.device), expected.value.rawValue,
        AppleSheetName(simulation.device(expected.device)?.sheet).rawValue,
        negated: expected.negated)
    }
    for expected in notifications {
      contains(
        key("notification", on: expected.device), expected.value,
        in: simulation.device(expected.device)?.notifications.map(\.text) ?? [],
        negated: expected.negated)
    }
    if let activeParentalControls {
      check(
        "active-parental-controls", Self.listed(activeParentalControls),
        simulation.latestSharedRange.map {
          Self.listed($0.activeParentalControls.map(\.rawValue))
        } ?? "nothing shared")
    }
    if let significantUpdateApplies {
      check(
        "significant-update-applies", "\(significantUpdateApplies)",
        simulation.significantUpdateApplies(on: .childPhone).map { "\($0)" } ?? "not known yet")
    }
    evaluateParentDevice(in: simulation, check: check, contains: contains)
    evaluateServerNotification(in: simulation, check: check)
    if let permissionResult {
      check(
        "permission-result", permissionResult.rawValue,
        NameOrNone(kind: simulation.latestPermissionResult?.kind).rawValue)
    }
    if let handled {
      check(
        "handled", Self.listed(handled.map(\.rawValue)),
        Self.listed(simulation.keyValueStore.map(\.rawValue)))
    }
    let texts = entries.map(\.texts)
    results += traceContains.map { ExpectationResult.containing($0, in: texts) }
    for text in traceLacks {
      results.append(Self.absence(of: text, in: entries))
    }
    if let result = rejection.check(key: "rejected", refusal: refusal?.text) {
      results.append(result)
    }
    return results
  }

  /// `parent-device:` what the parent's iPhone shows: a question in Messages, its state, and
  /// the notifications still showing.
  private func evaluateParentDevice(
    in simulation: AppleSimulation, check: (String, String, String, Bool?) -> Void,
    contains: (String, String, [String], Bool) -> Void
  ) {
    let sent = simulation.askCenter.questions.filter { $0.sentOn != nil }
    if let parentQuestionShown {
      check(
        "parent-device question", parentQuestionShown ? "shown" : "none",
        sent.isEmpty ? "none" : "shown", nil)
    }
    if let parentQuestionState {
      check(
        "parent-device question-state", parentQuestionState.rawValue,
        NameOrNone(kind: sent.last?.state.kind).rawValue, nil)
    }
    if let parentNotification {
      contains(
        "parent-device notification", parentNotification.value,
        AppleParentDevicePresentation(simulation).notifications.map(\.text),
        parentNotification.negated)
    }
  }

  /// `server-notification:` what the developer's server received: nothing, or the latest
  /// notification's keys.
  private func evaluateServerNotification(
    in simulation: AppleSimulation, check: (String, String, String, Bool) -> Void
  ) {
    let latest = simulation.serverNotifications.last
    switch serverNotification {
    case nil:
      break
    case .nothingSent:
      check(
        "server-notification", "none",
        latest.map { "\($0.notificationType.rawValue) \($0.notificationUUID)" } ?? "none", false)
    case .latest(let values):
      for expected in values {
        check(
          "server-notification \(expected.field.rawValue)", expected.value,
          latest.map(expected.field.value(in:)) ?? "no notification sent", expected.negated)
      }
    }
  }

  /// A set of names as `expect` results write them: sorted, comma-separated, or `none`.
  private static func listed(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
  }

  /// `trace-lacks:` over Apple's entries, named `#3 child → system`.
  private static func absence(of text: String, in entries: [AppleTraceEntry]) -> ExpectationResult {
    .lacking(
      text,
      in: entries.map { ("#\($0.sequence) \($0.from.title) → \($0.to.title)", $0.summary) })
  }
}
