import FlowEngine

extension KioskWorld: PlayableWorld {
  /// What a person, a parent or the app does on the kiosk.
  typealias Action = KioskAction
  /// A line of the kiosk's trace.
  typealias Entry = (sequence: Int, toApp: Bool, summary: String, note: FlowNote?)
  /// The kiosk never refuses an action.
  typealias Refusal = Never

  /// Plays one action as the runner's contract has it, checking the kiosk's two invariants: the
  /// exact age, and that a declined approval never unblocks (a poll that reads a decline is the
  /// refusal the flow must keep).
  func playing(_ action: KioskAction, checking: Bool) -> PlayedAction<KioskWorld> {
    var after = self
    KioskPlatform.apply(action, in: &after)
    let entries = Array(after.trace.dropFirst(trace.count))
    guard checking else {
      return PlayedAction(world: after, entries: entries, refusal: nil, violations: [])
    }
    let told = entries.filter { $0.toApp && Invariant.mentions($0.summary, birthdate: birthdate) }
    var violations = Invariant.exactAgeViolations(
      learned: after.ledger.dropFirst(ledger.count).compactMap(\.fact.range),
      birthdateIn: told.map(\.sequence))
    var readsDecline = false
    if case .poll(let device) = action, let id = awaited[device] {
      readsDecline = KioskPlatform.approvalStatus(ApprovalID(id), in: self) == .declined
    }
    for (device, flow) in flows.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where readsDecline
      && Invariant.unblocks(from: flow.step, to: after.flows[device]?.step ?? flow.step)
    {
      violations.append(
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks, detail: "approval declined on \(device.rawValue)"))
    }
    return PlayedAction(world: after, entries: entries, refusal: nil, violations: violations)
  }
}
