extension ExpectedRejection? {
  /// The result of checking `refusal` (why the step's action was refused, nil when accepted)
  /// against this demand, under `key`; nil when nothing was demanded and the action was
  /// accepted. A refusal nobody expected fails.
  public func check(key: String, refusal: String?) -> ExpectationResult? {
    let actual = refusal.map { "refused: \($0)" } ?? "accepted"
    switch self {
    case .rejected(let expected)?:
      return ExpectationResult(
        key: key, expected: expected ? "refused" : "accepted", actual: actual,
        passed: expected == (refusal != nil))
    case .reasonContains(let text)?:
      return ExpectationResult(
        key: key, expected: "refused, with a reason containing “\(text)”", actual: actual,
        passed: refusal?.contains(text) == true)
    case nil:
      return refusal == nil
        ? nil : ExpectationResult(key: key, expected: "accepted", actual: actual, passed: false)
    }
  }
}
