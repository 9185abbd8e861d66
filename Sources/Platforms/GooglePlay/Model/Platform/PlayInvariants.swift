import FlowEngine

/// The privacy and safety rules on Play, checked after every action with the same rule names as
/// on Apple: the app never learns the birthdate or an exact age; Never share (where no app-store
/// law overrides it) never discloses; only the parent's answer approves or declines a change;
/// a decline never unblocks the app.
public enum PlayInvariants {
  /// The rules broken by one action: the world before it, the action, the world after it.
  public static func check(before: PlayWorld, action: PlayAction, after: PlayWorld)
    -> [InvariantViolation]
  {
    let learned = after.ledger.dropFirst(before.ledger.count)
    let toApp = after.trace.dropFirst(before.trace.count).filter { $0.to == .app }
    // The summaries as FlowEngine checks its own; Play's details by the days they carry.
    let mentioning = toApp.filter {
      Invariant.mentions($0.summary, birthdate: before.child.birthdate)
    }
    var violations = Invariant.exactAgeViolations(
      learned: learned.compactMap(\.fact.disclosedRange), birthdateIn: mentioning.map(\.sequence))
    violations += toApp.filter { $0.detail?.dates.contains(before.child.birthdate) == true }.map {
      InvariantViolation(
        rule: .appNeverLearnsExactAge,
        detail: "trace entry #\($0.sequence) to the app contains the birthdate")
    }
    if neverShares(before), neverShares(after) {
      violations += learned.compactMap { entry -> InvariantViolation? in
        guard let range = entry.fact.disclosedRange else { return nil }
        let detail = "Never share in \(before.child.region) disclosed \(range)"
        return InvariantViolation(rule: .neverShareNeverDiscloses, detail: detail)
      }
    }
    let byParent: Bool
    let isDecline: Bool
    switch action {
    case .parentAnswers(let device, let approve):
      byParent = device == .parentPhone
      isDecline = !approve
    case .install:
      // A supervised child's download is the parent's to approve in Family Link [I]: the
      // changes that come with it are approved with it.
      byParent = before.child.isSupervised
      isDecline = false
    case .launch, .close, .checkAgain, .answerSharingPrompt, .declareChange, .cancelChange,
      .setAgeRanges, .revoke, .advanceClock, .set:
      byParent = false
      isDecline = false
    }
    for (id, status) in after.statuses.sorted(by: { $0.key < $1.key })
    where status != .pending && before.statuses[id] != status && !byParent {
      violations.append(
        InvariantViolation(
          rule: .onlyParentAnswers,
          detail: "change \(id) became \(status.rawValue) without the parent's answer"))
    }
    for (device, flow) in before.flows.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where isDecline
      && Invariant.unblocks(from: flow.step, to: after.flows[device]?.step ?? flow.step)
    {
      violations.append(
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks,
          detail: "the parent's decline unblocked the app on \(device.playName)"))
    }
    return violations
  }

  /// Never share where no app-store law makes Play share regardless (reference §8.3 [V]).
  private static func neverShares(_ world: PlayWorld) -> Bool {
    guard world.child.sharingMode == .neverShare else { return false }
    switch world.regionRule {
    case .appStoreLaw, .ageBracketLaw: return false
    case .declaredOrUnknown, .sharingModes: return true
    }
  }

}
