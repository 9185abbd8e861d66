import FlowEngine
import GooglePlay
import Scenarios

extension NarrationClaim {
  /// Whether the outcome holds in Play's world after `step` (and, for the sharing prompt, in
  /// what the step itself showed), so a Play script's narration is held to its screens as an
  /// Apple walkthrough's is. Outcomes Play has no surface for (Messages, iOS 27's alert, the
  /// passcode sheet, an expired question) never hold on Play.
  public func holds(after step: PlayRunStep) -> Bool {
    let world = step.world
    let flows = world.flows.values
    switch self {
    case .asked, .sent: return !world.requests.isEmpty
    case .approved:
      return world.requests.contains { $0.state == .approved }
    case .declined:
      return world.requests.contains { $0.state == .declined }
        || world.ledger.contains { $0.fact == .access(.notShared) }
    case .expired, .composeShown, .alertShown, .passcodeShown, .acknowledgmentShown,
      .acknowledged:
      return false
    case .waiting:
      return flows.contains { $0.step.kind == .waitingForParent } || !world.prompts.isEmpty
    case .blocked: return flows.contains { $0.step.kind == .blocked }
    case .running: return flows.contains { $0.step.kind == .running }
    case .featureOn: return flows.contains { $0.step.featureEnabled == true }
    case .shared: return world.ledger.contains { $0.fact.disclosedRange != nil }
    case .promptShown:
      return !world.prompts.isEmpty
        || step.entries.contains {
          if case .sharingPrompt? = $0.detail { return true }
          return false
        }
    case .handled: return world.handled.values.contains { !$0.isEmpty }
    case .notified: return world.pendingRequest != nil
    case .tapped: return step.entries.contains { $0.kind == .answer }
    }
  }
}

extension NarrationClaim.Match {
  /// Whether the claim holds after a Google Play step, as for Apple's
  /// (`taps Decline`: `Family Link: Decline`).
  public func holds(after step: PlayRunStep) -> Bool {
    claim.holds(after: step) && names(step.entries.map(\.summary))
  }
}
