// MARK: - Checking an expectation against a simulation

extension Expectation {
  /// Checks every key against the simulation after a step; `entries` are the trace entries the
  /// step and its automatic answers produced, `refusal` why the step's own action was refused.
  ///
  /// A refused action fails the step unless `rejected:` expects it, so a script cannot go
  /// quietly wrong.
  public func evaluate(
    in simulation: Simulation, entries: [TraceEntry], refusal: String?
  ) -> [ExpectationResult] {
    var results: [ExpectationResult] = []
    func check(_ key: String, _ expected: String, _ actual: String) {
      results.append(
        ExpectationResult(key: key, expected: expected, actual: actual, passed: expected == actual))
    }
    for expected in steps {
      let key = expected.device == .childPhone ? "step" : "step (\(expected.device.rawValue))"
      check(key, expected.step, simulation.step(on: expected.device).name)
    }
    let phone = simulation.step(on: .childPhone)
    if let blockedReason {
      if case .blocked(let reason) = phone {
        check("blocked-reason", blockedReason, reason.name)
      } else {
        check("blocked-reason", blockedReason, "not blocked (step \(phone.name))")
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
    if let featureEnabled {
      let actual: String
      if case .running(let enabled) = phone {
        actual = enabled ? "enabled" : "disabled"
      } else {
        actual = "unknown (step \(phone.name))"
      }
      check("feature", featureEnabled ? "enabled" : "disabled", actual)
    }
    if let question {
      check("question", question, simulation.askCenter.questions.last?.state.name ?? "none")
    }
    if let parentAnswer {
      check(
        "parent-answer", parentAnswer, simulation.latestAnsweredQuestion?.chosen?.id ?? "none")
    }
    if let askError {
      check("ask-error", askError, simulation.latestAskError?.rawValue ?? "none")
    }
    if let sheet {
      check("sheet", sheet, simulation.device(.childPhone)?.sheet?.name ?? "none")
    }
    if let permissionResult {
      check(
        "permission-result", permissionResult, simulation.latestPermissionResult?.name ?? "none")
    }
    if let handled {
      let describe: ([String]) -> String = {
        $0.isEmpty ? "none" : $0.sorted().joined(separator: ", ")
      }
      check("handled", describe(handled), describe(Array(simulation.keyValueStore)))
    }
    for text in traceContains {
      let found = entries.contains { entry in
        entry.summary.contains(text) || entry.payload.values.contains { $0.contains(text) }
      }
      results.append(
        ExpectationResult(
          key: "trace-contains", expected: text,
          actual: found ? text : "not in the \(entries.count) entries of this step", passed: found))
    }
    let actualRefusal = refusal.map { "refused: \($0)" } ?? "accepted"
    switch rejection {
    case .rejected(let expected)?:
      results.append(
        ExpectationResult(
          key: "rejected", expected: expected ? "refused" : "accepted",
          actual: actualRefusal, passed: expected == (refusal != nil)))
    case .reasonContains(let text)?:
      results.append(
        ExpectationResult(
          key: "rejected", expected: "refused, with a reason containing “\(text)”",
          actual: actualRefusal, passed: refusal?.contains(text) == true))
    case nil:
      if refusal != nil {
        results.append(
          ExpectationResult(
            key: "rejected", expected: "accepted", actual: actualRefusal, passed: false))
      }
    }
    return results
  }
}
