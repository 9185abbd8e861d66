/// The rules that must hold after every step of every path (issue: flows, item 8).
public enum Invariant: String, Hashable, Sendable, CaseIterable {
  /// The app never learns a birthdate or an exact age.
  case appNeverLearnsExactAge = "app-never-learns-exact-age"
  /// Never Share in a nonregulated region never discloses a range.
  case neverShareNeverDiscloses = "never-share-never-discloses"
  /// Only the parent's device answers a parent's question.
  case onlyParentAnswers = "only-parent-answers"
  /// A declined or expired question never unblocks the app.
  case declinedOrExpiredNeverUnblocks = "declined-or-expired-never-unblocks"

  /// `appNeverLearnsExactAge` for one step on any platform: the ranges the app learned in it (a
  /// range whose bounds meet is an exact age), then the sequence numbers of the step's trace
  /// entries to the app whose text mentions the birthdate (`mentions(_:birthdate:)`).
  public static func exactAgeViolations(
    learned ranges: some Sequence<AgeRange>, birthdateIn entries: some Sequence<Int>
  ) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for range in ranges {
      if let lower = range.lowerBound, lower == range.upperBound {
        violations.append(
          InvariantViolation(
            rule: .appNeverLearnsExactAge, detail: "the app learned the exact age \(lower)"))
      }
    }
    for sequence in entries {
      violations.append(
        InvariantViolation(
          rule: .appNeverLearnsExactAge,
          detail: "trace entry #\(sequence) to the app contains the birthdate"))
    }
    return violations
  }

  /// Whether a text mentions the birthdate as the ISO day. Search each text on its own: a date
  /// has no spaces, so it cannot straddle two of them. (A rule that searches many texts makes
  /// the day's text once and calls `containsUTF8` itself, as Apple's does.)
  public static func mentions(_ text: String, birthdate: SimDate) -> Bool {
    text.containsUTF8(birthdate.description)
  }

  /// `declinedOrExpiredNeverUnblocks` for one device on any platform: whether a step that was
  /// waiting on a parent became unblocked. The caller asks it only after a refusal (a parent's
  /// decline, or time passing), which only the platform can recognise.
  public static func unblocks(from before: FlowStep, to after: FlowStep) -> Bool {
    let wasWaiting: Bool
    switch before {
    case .waitingForParent, .blocked, .needsParentalApproval: wasWaiting = true
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .acknowledging, .checkingFeature,
      .running:
      wasWaiting = false
    }
    let isUnblocked: Bool
    switch after {
    case .checkingFeature, .running: isUnblocked = true
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .needsParentalApproval,
      .waitingForParent, .acknowledging, .blocked:
      isUnblocked = false
    }
    return wasWaiting && isUnblocked
  }
}
