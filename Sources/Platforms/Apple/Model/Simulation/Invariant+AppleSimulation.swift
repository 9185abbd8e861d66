import FlowEngine

/// The four rules over Apple's simulation: the neutral checks (`Invariant.exactAgeViolations`,
/// `Invariant.unblocks(from:to:)`) fed with what Apple's ledger, trace, sharing modes and
/// AskCenter say.
extension Invariant {
  /// Checks one step: the simulation before, the action, and the step it produced.
  public static func check(
    before: AppleSimulation, action: AppleAction, after step: AppleActionOutcome
  ) -> [InvariantViolation] {
    let after = step.simulation
    let newFacts = after.ledger.dropFirst(before.ledger.count)
    var violations = exactAgeViolations(
      learned: newFacts, entries: step.entries, birthdate: before.world.person.birthdate)
    let world = before.world
    if world.person.sharingMode == .neverShare, after.world.person.sharingMode == .neverShare,
      !world.regionRule.isRegulated(on: world.today),
      !after.world.regionRule.isRegulated(on: after.world.today)
    {
      for entry in newFacts {
        if case .ageRange(let shared) = entry.fact {
          violations.append(
            InvariantViolation(
              rule: .neverShareNeverDiscloses,
              detail: "Never Share in \(world.region.code) disclosed \(shared.range)"))
        }
      }
    }
    for question in after.askCenter.questions {
      guard case .answered = question.state,
        before.askCenter.question(id: question.id)?.state == .pending
      else { continue }
      if case .answerQuestion(let from, let id, _) = action, from == .parentPhone, id == question.id
      {
        continue
      }
      violations.append(
        InvariantViolation(
          rule: .onlyParentAnswers,
          detail:
            "question #\(question.id) was answered by something other than the parent's device"))
    }
    if unblocksIllegally(before: before, action: action, after: after) {
      violations.append(
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks,
          detail: "a declined or expired question unblocked the app"))
    }
    return violations
  }

  /// `appNeverLearnsExactAge` over one step of Apple's simulation: the shared ranges among the
  /// new facts, and the entries to the app whose summary or detail mentions the birthdate.
  static func exactAgeViolations(
    learned newFacts: some Sequence<LedgerEntry<AppleLearnedFact>>, entries: [AppleTraceEntry],
    birthdate: SimDate
  ) -> [InvariantViolation] {
    // Lazy, and the day's text made once: this runs after every action of every explored path.
    let iso = birthdate.description
    let ranges = newFacts.lazy.compactMap { entry -> AgeRange? in
      if case .ageRange(let shared) = entry.fact { return shared.range }
      return nil
    }
    let mentioning = entries.lazy.filter {
      $0.to == .app && ($0.summary.containsUTF8(iso) || $0.detail?.mentions(birthdate) == true)
    }
    return exactAgeViolations(learned: ranges, birthdateIn: mentioning.map(\.sequence))
  }

  private static func unblocksIllegally(
    before: AppleSimulation, action: AppleAction, after: AppleSimulation
  ) -> Bool {
    let isRefusal: Bool
    switch action {
    case .answerQuestion(_, let id, let choiceID):
      isRefusal = before.askCenter.question(id: id)?.choice(id: choiceID)?.answer == .denial
    case .advanceClock:
      isRefusal = true
    case .launchApp, .closeApp, .answerAgeRangePrompt, .tapAskParent, .sendQuestion, .cancelCompose,
      .choosePermissionFlow, .enterPasscode, .acknowledgeUpdate, .askToCommunicate,
      .installUpdate, .revokeConsent, .setSharingMode, .shareAgeRangeAgain, .setVerification,
      .setInFamily, .setSignedIn, .setCommunicationLimits, .setAccountCreated, .setRegion, .setOS,
      .setPermissionFlow, .setAssumptions, .setAppGates:
      isRefusal = false
    }
    guard isRefusal else { return false }
    for device in after.devices
    where unblocks(from: before.step(on: device.id), to: device.flow.step) {
      return true
    }
    return false
  }
}
