/// The rules that must hold after every step of every path (issue: flows, item 8).
public enum Invariant: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app never learns a birthdate or an exact age.
  case appNeverLearnsExactAge = "app-never-learns-exact-age"
  /// Never Share in a nonregulated region never discloses a range.
  case neverShareNeverDiscloses = "never-share-never-discloses"
  /// Only the parent's device answers a parent's question.
  case onlyParentAnswers = "only-parent-answers"
  /// A declined or expired question never unblocks the app.
  case declinedOrExpiredNeverUnblocks = "declined-or-expired-never-unblocks"

  /// Checks one step: the simulation before, the action, and the step it produced.
  public static func check(
    before: Simulation, action: SimulationAction, after step: ActionOutcome
  ) -> [InvariantViolation] {
    let after = step.simulation
    let newFacts = after.ledger.dropFirst(before.ledger.count)
    var violations = exactAgeViolations(
      learned: newFacts, entries: step.entries, birthdate: before.world.person.birthdate)
    let world = before.world
    if world.person.sharingMode == .neverShare, after.world.person.sharingMode == .neverShare,
      !world.region.isRegulated(on: world.today),
      !after.world.region.isRegulated(on: after.world.today)
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

  /// `appNeverLearnsExactAge` on any platform: the facts the app learned in one step and the
  /// trace entries of that step, against the person's birthdate. A platform that lives outside
  /// the simulation checks its own steps with it.
  public static func exactAgeViolations(
    learned newFacts: some Sequence<LedgerEntry>, entries: [TraceEntry], birthdate: SimDate
  ) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let iso = birthdate.description
    for entry in newFacts {
      if case .ageRange(let shared) = entry.fact,
        let lower = shared.range.lowerBound, lower == shared.range.upperBound
      {
        violations.append(
          InvariantViolation(
            rule: .appNeverLearnsExactAge, detail: "the app learned the exact age \(lower)"))
      }
    }
    for entry in entries where entry.to == .app {
      // The summary and each of the details' texts on its own: a date has no spaces, so it
      // cannot straddle two of them.
      if entry.summary.containsUTF8(iso) || entry.detail?.mentions(birthdate) == true {
        violations.append(
          InvariantViolation(
            rule: .appNeverLearnsExactAge,
            detail: "trace entry #\(entry.sequence) to the app contains the birthdate"))
      }
    }
    return violations
  }

  private static func unblocksIllegally(
    before: Simulation, action: SimulationAction, after: Simulation
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

  /// `declinedOrExpiredNeverUnblocks` for one device on any platform: whether a step that was
  /// waiting on a parent became unblocked. The caller asks it only after a refusal (a parent's
  /// decline, or time passing), which only the platform can recognise.
  public static func unblocks(from before: FlowStep, to after: FlowStep) -> Bool {
    let wasWaiting: Bool
    switch before {
    case .waitingForParent, .blocked, .needsParentalApproval: wasWaiting = true
    case .notRunning, .checkingRegulation, .requestingAgeRange, .acknowledging, .checkingFeature,
      .running:
      wasWaiting = false
    }
    let isUnblocked: Bool
    switch after {
    case .checkingFeature, .running: isUnblocked = true
    case .notRunning, .checkingRegulation, .requestingAgeRange, .needsParentalApproval,
      .waitingForParent, .acknowledging, .blocked:
      isUnblocked = false
    }
    return wasWaiting && isUnblocked
  }
}
