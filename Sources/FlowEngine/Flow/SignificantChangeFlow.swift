/// The significant-change flow of Apple's sample "Implementing age assurance and permissions",
/// as one transition function.
///
/// regulatory check → `requestAgeRange(ageGates: 18)` → minor / verified adult / unverified adult
/// / declined → parent's approval, acknowledgment, blocked, or handled → the app's own gated
/// feature. Each step handler lists the events it accepts; anything else leaves the state as is.
/// A tap on Ask Parent is the exception: `parentAsk(on:)` decides it for every step.
public enum SignificantChangeFlow {
  /// The gate the sample passes (`ageOfMajority`), which the system caps at the region's age of
  /// majority.
  public static let ageOfMajorityGate = 18

  /// The only way the flow changes.
  public static func transition(
    from state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    if case .closed = event {
      return FlowTransition(state: AppFlowState())
    }
    if case .askParentTapped = event {
      return askParent(state, context: context)
    }
    switch state.step {
    case .notRunning:
      return notRunning(state, on: event, context: context)
    case .checkingRegulation:
      return checkingRegulation(state, on: event, context: context)
    case .requestingAgeSignal:
      return requestingAgeSignal(state, on: event, context: context)
    case .needsParentalApproval(let range):
      return needsParentalApproval(state, range: range, on: event, context: context)
    case .waitingForParent(let range, let questionID):
      return waitingForParent(state, range: range, questionID: questionID, on: event, context)
    case .acknowledging:
      return acknowledging(state, on: event, context: context)
    case .blocked(let reason):
      return blocked(state, reason: reason, on: event, context: context)
    case .checkingFeature:
      return checkingFeature(state, on: event, context: context)
    case .running:
      return FlowTransition(state: state)
    }
  }

  /// Whether the person may ask a parent on `step`, and with which button: the one answer the
  /// stepper (which refuses `tapAskParent` otherwise), the child's screen (which shows the
  /// button) and the declared answers (which tap it) all read. A system sheet over the screen
  /// also keeps its buttons from being tapped; that is the device's concern, not the flow's.
  public static func parentAsk(on step: FlowStep) -> ParentAsk? {
    switch step {
    case .needsParentalApproval: .first
    case .blocked(let reason): reason.canAskAgain ? .again : nil
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .waitingForParent, .acknowledging,
      .checkingFeature, .running:
      nil
    }
  }

  // MARK: - Steps

  private static func askParent(_ state: AppFlowState, context: FlowContext) -> FlowTransition {
    switch parentAsk(on: state.step) {
    case .first?:
      return FlowTransition(
        state: state, effects: [.composeQuestion(changes: state.pendingChanges)])
    case .again?:
      // A revoked consent arrives at launch with nothing pending: ask about every change.
      let changes = state.pendingChanges.isEmpty ? context.app.changes : state.pendingChanges
      return FlowTransition(state: state, effects: [.composeQuestion(changes: changes)])
    case nil:
      return FlowTransition(state: state)
    }
  }

  private static func notRunning(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .launched(let pending, let consentRevoked):
      var next = AppFlowState(pendingChanges: pending)
      if consentRevoked {
        // RESCIND_CONSENT reached the developer's server; the app learns it at launch.
        next.step = .blocked(.consentRevoked)
        return FlowTransition(state: next)
      }
      guard !pending.isEmpty else {
        next.branch = .nothingPending
        return checkFeature(next, context: context)
      }
      next.step = .checkingRegulation
      return FlowTransition(state: next, effects: [.checkRegulation])
    case _:
      // Nothing reaches an app that is not running.
      return FlowTransition(state: state)
    }
  }

  private static func checkingRegulation(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .regulationChecked(let signals):
      var next = state
      next.requiredFeatures = signals.effectiveFeatures
      guard !next.requiredFeatures.isEmpty else {
        next.branch = .notRequired
        guard signals.isEligible != nil else {
          // 26.0 has neither signal, so the app cannot tell a law applies: AgeTUI's labelled
          // assumption (docs/assumptions.md §3) handles the changes without asking.
          return handleAll(next, context: context)
        }
        // ComplianceManager: no feature applies, so the sample skips the flow entirely (§3).
        // Nothing is marked handled, so a later law's start or OS update still finds the
        // changes pending.
        let feature = checkFeature(next, context: context)
        return FlowTransition(
          state: feature.state,
          effects: [.leavePending(state.pendingChanges.map(\.id))] + feature.effects)
      }
      next.step = .requestingAgeSignal
      return FlowTransition(state: next, effects: [.requestAgeSignal(gates: [ageOfMajorityGate])])
    case _:
      return FlowTransition(state: state)
    }
  }

  private static func requestingAgeSignal(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .ageSignalReceived(let result):
      return route(state, result: result, context: context)
    case _:
      return FlowTransition(state: state)
    }
  }

  private static func needsParentalApproval(
    _ state: AppFlowState, range: AgeRange, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .questionSent(let questionID):
      var next = state
      next.step = .waitingForParent(range, questionID: questionID)
      return FlowTransition(state: next)
    case .approvedInPerson:
      return handleAll(state, context: context)
    case _:
      // A cancelled compose sheet leaves the app on its "Ask" screen.
      return FlowTransition(state: state)
    }
  }

  private static func waitingForParent(
    _ state: AppFlowState, range: AgeRange, questionID: ApprovalID, on event: FlowEvent,
    _ context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .parentAnswered(let approved):
      guard approved else {
        var next = state
        next.step = .blocked(.parentDeclined)
        return FlowTransition(state: next)
      }
      return handleAll(state, context: context)
    case .questionExpired:
      var next = state
      next.step = .blocked(.questionExpired)
      return FlowTransition(state: next)
    case _:
      return FlowTransition(state: state)
    }
  }

  private static func acknowledging(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .updateAcknowledged:
      return handleAll(state, context: context)
    case _:
      return FlowTransition(state: state)
    }
  }

  private static func blocked(
    _ state: AppFlowState, reason: BlockReason, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch (reason, event) {
    case (.unverifiedAdult, .accountVerified), (.sharingDeclined, .accountVerified):
      // Verification in Settings resumes the flow: the app asks for the age range again.
      var next = state
      next.step = .requestingAgeSignal
      return FlowTransition(state: next, effects: [.requestAgeSignal(gates: [ageOfMajorityGate])])
    case (.questionExpired, .questionSent(let id)), (.consentRevoked, .questionSent(let id)):
      var next = state
      next.step = .waitingForParent(AgeRange(lowerBound: nil, upperBound: nil), questionID: id)
      return FlowTransition(state: next)
    case (.questionExpired, .approvedInPerson), (.consentRevoked, .approvedInPerson):
      return handleAll(state, context: context)
    case (_, _):
      // Declined and revoked stay blocked: only a new answer from the parent can unblock.
      return FlowTransition(state: state)
    }
  }

  private static func checkingFeature(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .featureAgeSignalReceived(let result):
      var next = state
      let lower = result.range?.lowerBound ?? 0
      next.step = .running(featureEnabled: lower >= context.app.featureMinimumAge)
      return FlowTransition(state: next)
    case _:
      return FlowTransition(state: state)
    }
  }

  // MARK: - Routing

  private static func route(
    _ state: AppFlowState, result: AgeSignal, context: FlowContext
  ) -> FlowTransition {
    var next = state
    let category = AgeSignalCategory(result)
    switch category {
    case .minor(let range):
      next.branch = .minor
      guard next.requiresParentalConsent else { return handleAll(next, context: context) }
      next.step = .needsParentalApproval(range)
      return FlowTransition(state: next)
    case .verifiedAdult(let range):
      next.branch = .verifiedAdult
      guard next.requiresAdultNotification else { return handleAll(next, context: context) }
      next.step = .acknowledging(range)
      return FlowTransition(
        state: next,
        effects: [.showAcknowledgment(description: AppConfig.describe(next.pendingChanges))])
    case .unverifiedAdult:
      next.branch = .unverifiedAdult
      next.step = .blocked(.unverifiedAdult)
      return FlowTransition(state: next)
    case .declined:
      next.branch = .declined
      switch context.assumptions.declinedSharing {
      case .block:
        next.step = .blocked(.sharingDeclined)
        return FlowTransition(state: next)
      case .treatAsMinor:
        guard next.requiresParentalConsent else {
          next.step = .blocked(.sharingDeclined)
          return FlowTransition(state: next)
        }
        next.step = .needsParentalApproval(AgeRange(lowerBound: nil, upperBound: nil))
        return FlowTransition(state: next)
      }
    case .failed(let errorName):
      next.branch = .error
      next.step = .blocked(.ageSignalUnavailable(errorName))
      return FlowTransition(state: next)
    }
  }

  private static func handleAll(_ state: AppFlowState, context: FlowContext) -> FlowTransition {
    var next = state
    let ids = state.pendingChanges.map(\.id)
    let feature = checkFeature(next, context: context)
    next = feature.state
    return FlowTransition(
      state: next, effects: (ids.isEmpty ? [] : [.markHandled(ids)]) + feature.effects)
  }

  private static func checkFeature(_ state: AppFlowState, context: FlowContext) -> FlowTransition {
    var next = state
    next.step = .checkingFeature
    return FlowTransition(state: next, effects: [.requestAgeSignal(gates: context.app.gates)])
  }
}
