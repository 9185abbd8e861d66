import FlowEngine

extension RunFailure {
  /// Every failed expectation and broken invariant of `steps`, in step order, on any platform.
  /// `script` is the script's steps as written (each one's action text and line), so a failure
  /// of an automatic answer names the script step it answered.
  public static func failures<World>(
    of steps: [RunStep<World>], script: [(action: String, line: Int)]
  ) -> [RunFailure] {
    steps.flatMap { step in
      let written = script.indices.contains(step.scriptStep - 1) ? script[step.scriptStep - 1] : nil
      func failure(_ message: String) -> RunFailure {
        RunFailure(
          step: step.number, scriptStep: step.scriptStep,
          action: written?.action ?? step.actionText, line: written?.line ?? 0, message: message)
      }
      return step.expectations.filter { !$0.passed }.map {
        failure("expect \($0.key): expected \($0.expected), actual \($0.actual)")
      }
        + step.violations.map {
          failure("invariant \($0.rule.rawValue) broken by \(step.actionText): \($0.detail)")
        }
    }
  }
}
