import FlowEngine
import Reports
import Scenarios

/// Wording shared by the explore reports, every store's: numbers, counts, a final flow step, the
/// invariants line. (Apple's value sets and cubes are its room's.)
public enum ExploreText {
  /// `459,360`.
  public static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// `O12`: an outcome's name, numbered from 1.
  public static func outcomeName(_ number: Int) -> String {
    "O\(number + 1)"
  }

  /// `1 case`, `2 cases`.
  public static func count(_ value: Int, _ noun: String) -> String {
    "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
  }

  /// `Invariants (…), checked after every action: all held.`, or where they broke.
  public static func invariantsLine(_ rules: [Invariant], passed: Bool, failingCases: Int) -> String
  {
    let names = rules.map(\.rawValue).joined(separator: ", ")
    guard passed else {
      return "Invariants (\(names)), checked after every action: BROKEN in "
        + "\(count(failingCases, "case")); see the end."
    }
    return "Invariants (\(names)), checked after every action: all held."
  }

  /// A final flow step as the outcome tables write it, whether it blocks, and the gated
  /// feature when the app runs normally: on every store alike.
  public static func describe(_ flowStep: FlowStep) -> (step: String, blocked: Bool, feature: Bool?)
  {
    switch flowStep {
    case .blocked(let reason): ("blocked (\(reason.name))", true, nil)
    case .running(let enabled, _): ("running (feature \(enabled ? "on" : "off"))", false, enabled)
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .needsParentalApproval,
      .waitingForParent, .acknowledging, .checkingFeature:
      (flowStep.name, false, nil)
    }
  }
}
