import AmazonAppstore
import FlowEngine
import Scenarios

extension NarrationClaim {
  /// Whether the outcome holds in Amazon's world after `step`, so an Amazon script's narration
  /// is held to its screens as Apple's and Google Play's are. A parent's consent in the run is
  /// Amazon's approval, withholding it a decline. Outcomes Amazon has no surface for (a sharing prompt,
  /// Messages, iOS 27's alert, the passcode sheet, an acknowledgment, an expired question) never
  /// hold on Amazon.
  public func holds(after step: RunStep<AmazonWorld>) -> Bool {
    let world = step.world
    let flows = world.flows.values
    switch self {
    case .asked, .sent: return !world.requests.isEmpty
    // The parent's answers in the trace: the consent a profile starts with was given before.
    case .approved: return world.trace.contains { Self.answer(in: $0) == true }
    case .declined: return world.trace.contains { Self.answer(in: $0) == false }
    case .expired, .promptShown, .composeShown, .alertShown, .passcodeShown,
      .acknowledgmentShown, .acknowledged:
      return false
    case .waiting: return flows.contains { $0.step.kind == .waitingForParent }
    case .blocked: return flows.contains { $0.step.kind == .blocked }
    case .running: return flows.contains { $0.step.kind == .running }
    case .featureOn: return flows.contains { $0.step.featureEnabled == true }
    case .shared: return world.ledger.contains { $0.fact.disclosedRange != nil }
    case .handled: return world.handled.values.contains { !$0.isEmpty }
    case .notified: return world.pendingRequest != nil
    case .tapped: return step.entries.contains { $0.kind == .answer }
    }
  }

  /// Whether `entry` is the parent consenting (true) or withholding (false); nil for another.
  private static func answer(in entry: AmazonTraceEntry) -> Bool? {
    guard case .parentAnswer(_, let granted)? = entry.detail else { return nil }
    return granted
  }
}

extension NarrationClaim.Match {
  /// Whether the claim holds after an Amazon step, as for Apple's and Play's (a button named
  /// as the step's trace names it).
  public func holds(after step: RunStep<AmazonWorld>) -> Bool {
    claim.holds(after: step) && names(step.entries.map(\.summary))
  }
}
