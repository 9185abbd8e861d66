import FlowEngine

/// The privacy and safety rules on Amazon, checked after every action under the kernel's rule
/// names: no birthdate or exact age ever leaves the store (`app-never-learns-exact-age`); a
/// child without consent for the current version never reads `SUPERVISED` (the parent's
/// consent is the only answer that makes it, `only-parent-answers`); a revoked consent never
/// leaves the app running, and the revocation report lists every revocation of its 90 days
/// (`declined-or-expired-never-unblocks`: the report is how the developer's server learns to
/// keep the app blocked).
public enum AmazonInvariants {
  /// The rules broken by one action: the world before it, the action, the world after it.
  public static func check(before: AmazonWorld, action: AmazonAction, after: AmazonWorld)
    -> [InvariantViolation]
  {
    let learned = after.ledger.dropFirst(before.ledger.count)
    let toApp = after.trace.dropFirst(before.trace.count).filter { $0.to == .app }
    let birthdate = before.child.birthdate
    let mentioning = toApp.filter {
      Invariant.mentions($0.summary, birthdate: birthdate)
        || $0.detail?.dates.contains(birthdate) == true
    }
    var violations = Invariant.exactAgeViolations(
      learned: learned.compactMap(\.fact.disclosedRange), birthdateIn: mentioning.map(\.sequence))
    for entry in learned {
      // A test option's canned row reads no consent (amazon.md §4), so it is not held to it.
      guard case .ageData(let row) = entry.fact, row.userStatus == .supervised,
        after.consent != .granted, after.testOption == nil
      else { continue }
      violations.append(
        InvariantViolation(
          rule: .onlyParentAnswers,
          detail: "the app read SUPERVISED on \(entry.device.amazonName) while the parent's "
            + "consent to the current version is \(after.consent.rawValue)"))
    }
    if after.isRevoked {
      for (device, flow) in after.flows.sorted(by: { $0.key.rawValue < $1.key.rawValue })
      where flow.step != .notRunning {
        violations.append(
          InvariantViolation(
            rule: .declinedOrExpiredNeverUnblocks,
            detail: "the app runs on \(device.amazonName) after the parent revoked consent"))
      }
    }
    let report = after.revocationReport
    // Counted here rather than with the report's own rule, so the two check each other.
    for revocation in after.revocations
    where (1...AmazonRevocationReport.retentionDays).contains(
      after.today.daysSinceEpoch - revocation.revokedOn.daysSinceEpoch)
      && !report.rows.contains(revocation)
    {
      violations.append(
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks,
          detail: "the revocation report of \(after.today) lacks \(revocation.userId)'s "
            + "revocation of \(revocation.revokedOn)"))
    }
    return violations
  }
}
