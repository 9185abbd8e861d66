/// The app's significant-change flow, as one transition function: the same on every store.
///
/// regulatory check → age signal at the age of majority → minor / verified adult / unverified
/// adult / declined → parent's approval, acknowledgment, blocked, or handled → the app's own
/// gated feature. Each step handler lists every event and says what it does with it. A request
/// for approval is the exception: `parentAsk(on:)` decides it for every step.
public enum SignificantChangeFlow {
  /// The gate the flow passes for the age of majority, which a store may cap at the region's.
  public static let ageOfMajorityGate = 18

  /// The only way the flow changes.
  public static func transition(
    from state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    if case .closed = event {
      return FlowTransition(state: AppFlowState())
    }
    if case .approvalRequested = event {
      return requestApproval(state, context: context)
    }
    switch state.step {
    case .notRunning:
      return notRunning(state, on: event, context: context)
    case .checkingRegulation:
      return checkingRegulation(state, on: event, context: context)
    case .requestingAgeSignal:
      return requestingAgeSignal(state, on: event, context: context)
    case .needsParentalApproval(let subject):
      return needsParentalApproval(state, subject: subject, on: event, context: context)
    case .waitingForParent(let subject, _):
      return waitingForParent(state, subject: subject, on: event, context: context)
    case .acknowledging:
      return acknowledging(state, on: event, context: context)
    case .blocked(let reason):
      return blocked(state, reason: reason, on: event, context: context)
    case .checkingFeature(let branch), .running(_, let branch):
      return decidingFeature(state, after: branch, on: event, context: context)
    }
  }

  /// Whether the person may ask a parent on `step`, and with which button: the one answer the
  /// stores (which refuse a request otherwise), the child's screen (which shows the button)
  /// and the declared answers (which tap it) all read. A store's own surface over the screen
  /// may also keep its buttons from being tapped; that is the store's concern, not the flow's.
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

  private static func requestApproval(_ state: AppFlowState, context: FlowContext)
    -> FlowTransition
  {
    switch parentAsk(on: state.step) {
    case .first?:
      return FlowTransition(
        state: state, effects: [.requestApproval(changes: state.pendingChanges)])
    case .again?:
      // A revoked consent arrives at launch with nothing pending: ask about every change.
      let changes = state.pendingChanges.isEmpty ? context.app.changes : state.pendingChanges
      return FlowTransition(state: state, effects: [.requestApproval(changes: changes)])
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
        // The withdrawal reached the developer's server; the app learns it at launch.
        next.step = .blocked(.consentRevoked)
        return FlowTransition(state: next)
      }
      guard !pending.isEmpty else {
        return checkFeature(next, after: .nothingPending, context: context)
      }
      next.step = .checkingRegulation
      return FlowTransition(state: next, effects: [.checkRegulation])
    case .regulationChecked, .ageSignalReceived, .approvalRequested, .approvalSent,
      .approvalAbandoned, .approvalAnswered, .approvalLapsed, .updateAcknowledged,
      .accountVerified, .featureAgeSignalReceived, .closed:
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
        guard signals.isEligible != nil else {
          // Without either signal the app cannot tell a law applies: AgeTUI's labelled
          // assumption (docs/assumptions.md §3) handles the changes without asking.
          return handleAll(next, after: .notRequired, context: context)
        }
        // No feature applies, so the flow is skipped entirely (§3). Nothing is marked handled,
        // so a later law's start or OS update still finds the changes pending.
        let feature = checkFeature(next, after: .notRequired, context: context)
        return FlowTransition(
          state: feature.state,
          effects: [.leavePending(state.pendingChanges.map(\.id))] + feature.effects)
      }
      next.step = .requestingAgeSignal(retrying: nil)
      return FlowTransition(state: next, effects: [.requestAgeSignal(gates: [ageOfMajorityGate])])
    case .launched, .ageSignalReceived, .approvalRequested, .approvalSent, .approvalAbandoned,
      .approvalAnswered, .approvalLapsed, .updateAcknowledged, .accountVerified,
      .featureAgeSignalReceived, .closed:
      return FlowTransition(state: state)
    }
  }

  private static func requestingAgeSignal(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .ageSignalReceived(let result):
      return route(state, result: result, context: context)
    case .launched, .regulationChecked, .approvalRequested, .approvalSent, .approvalAbandoned,
      .approvalAnswered, .approvalLapsed, .updateAcknowledged, .accountVerified,
      .featureAgeSignalReceived, .closed:
      return FlowTransition(state: state)
    }
  }

  private static func needsParentalApproval(
    _ state: AppFlowState, subject: ApprovalSubject, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .approvalSent(let approvalID):
      var next = state
      next.step = .waitingForParent(subject, approvalID: approvalID)
      return FlowTransition(state: next)
    case .approvalAnswered(.approvedBeforeSending):
      return handleAll(state, after: subject.branch, context: context)
    case .approvalAnswered(.approved), .approvalAnswered(.declined):
      // No approval has reached a parent yet, so there is nothing for one to answer.
      return FlowTransition(state: state)
    case .approvalAbandoned:
      // An abandoned approval leaves the app on its "Ask" screen.
      return FlowTransition(state: state)
    case .launched, .regulationChecked, .ageSignalReceived, .approvalRequested, .approvalLapsed,
      .updateAcknowledged, .accountVerified, .featureAgeSignalReceived, .closed:
      return FlowTransition(state: state)
    }
  }

  private static func waitingForParent(
    _ state: AppFlowState, subject: ApprovalSubject, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .approvalAnswered(.approved):
      return handleAll(state, after: subject.branch, context: context)
    case .approvalAnswered(.declined):
      var next = state
      next.step = .blocked(.parentDeclined(subject))
      return FlowTransition(state: next)
    case .approvalAnswered(.approvedBeforeSending):
      // The approval is with a parent: an answer on the person's device does not answer it.
      return FlowTransition(state: state)
    case .approvalLapsed:
      var next = state
      next.step = .blocked(.approvalLapsed(subject))
      return FlowTransition(state: next)
    case .launched, .regulationChecked, .ageSignalReceived, .approvalRequested, .approvalSent,
      .approvalAbandoned, .updateAcknowledged, .accountVerified, .featureAgeSignalReceived,
      .closed:
      return FlowTransition(state: state)
    }
  }

  private static func acknowledging(
    _ state: AppFlowState, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .updateAcknowledged:
      return handleAll(state, after: .verifiedAdult, context: context)
    case .launched, .regulationChecked, .ageSignalReceived, .approvalRequested, .approvalSent,
      .approvalAbandoned, .approvalAnswered, .approvalLapsed, .accountVerified,
      .featureAgeSignalReceived, .closed:
      return FlowTransition(state: state)
    }
  }

  private static func blocked(
    _ state: AppFlowState, reason: BlockReason, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .accountVerified:
      switch reason {
      case .unverifiedAdult, .sharingDeclined:
        // Verification resumes the flow: the app asks for the age signal again.
        var next = state
        next.step = .requestingAgeSignal(retrying: reason.branch)
        return FlowTransition(
          state: next, effects: [.requestAgeSignal(gates: [ageOfMajorityGate])])
      case .parentDeclined, .approvalLapsed, .consentRevoked, .ageSignalUnavailable:
        return FlowTransition(state: state)
      }
    case .approvalSent(let approvalID):
      guard let subject = reason.askAgainSubject else { return FlowTransition(state: state) }
      var next = state
      next.step = .waitingForParent(subject, approvalID: approvalID)
      return FlowTransition(state: next)
    case .approvalAnswered(.approvedBeforeSending):
      guard let subject = reason.askAgainSubject else { return FlowTransition(state: state) }
      return handleAll(state, after: subject.branch, context: context)
    case .approvalAnswered(.approved), .approvalAnswered(.declined):
      // Declined and revoked stay blocked: only a new approval can unblock.
      return FlowTransition(state: state)
    case .launched, .regulationChecked, .ageSignalReceived, .approvalRequested,
      .approvalAbandoned, .approvalLapsed, .updateAcknowledged, .featureAgeSignalReceived,
      .closed:
      return FlowTransition(state: state)
    }
  }

  /// Checking the app's own gates, and running: an answer for those gates decides the feature.
  /// A store the app may ask again while it runs (Amazon's GetUserAgeData) answers them anew,
  /// and the app decides from that answer as it did at launch.
  private static func decidingFeature(
    _ state: AppFlowState, after branch: FlowBranch?, on event: FlowEvent, context: FlowContext
  ) -> FlowTransition {
    switch event {
    case .featureAgeSignalReceived(let result):
      return run(state, after: branch, deciding: result, context: context)
    case .launched, .regulationChecked, .ageSignalReceived, .approvalRequested, .approvalSent,
      .approvalAbandoned, .approvalAnswered, .approvalLapsed, .updateAcknowledged,
      .accountVerified, .closed:
      return FlowTransition(state: state)
    }
  }

  /// The app runs with its feature on when the answer's lower bound reaches the feature's age;
  /// no answer leaves it off.
  private static func run(
    _ state: AppFlowState, after branch: FlowBranch?, deciding result: AgeSignal,
    context: FlowContext
  ) -> FlowTransition {
    var next = state
    let lower = result.range?.lowerBound ?? 0
    next.step = .running(featureEnabled: lower >= context.app.featureMinimumAge, after: branch)
    return FlowTransition(state: next)
  }

  // MARK: - Routing

  private static func route(
    _ state: AppFlowState, result: AgeSignal, context: FlowContext
  ) -> FlowTransition {
    var next = state
    switch AgeSignalCategory(result) {
    case .minor(let range):
      guard next.requiresParentalConsent else {
        return handleAll(next, after: .minor, context: context)
      }
      next.step = .needsParentalApproval(.minor(range))
      return FlowTransition(state: next)
    case .verifiedAdult(let range):
      guard next.requiresAdultNotification else {
        return handleAll(next, after: .verifiedAdult, context: context)
      }
      next.step = .acknowledging(range)
      return FlowTransition(
        state: next,
        effects: [.showAcknowledgment(description: AppConfig.describe(next.pendingChanges))])
    case .unverifiedAdult:
      next.step = .blocked(.unverifiedAdult)
      return FlowTransition(state: next)
    case .declined:
      switch context.assumptions.declinedSharing {
      case .block:
        next.step = .blocked(.sharingDeclined)
      case .treatAsMinor:
        next.step =
          next.requiresParentalConsent
          ? .needsParentalApproval(.ageNotShared) : .blocked(.sharingDeclined)
      }
      return FlowTransition(state: next)
    case .failed(let errorName):
      next.step = .blocked(.ageSignalUnavailable(errorName))
      return FlowTransition(state: next)
    }
  }

  private static func handleAll(
    _ state: AppFlowState, after branch: FlowBranch?, context: FlowContext
  ) -> FlowTransition {
    let ids = state.pendingChanges.map(\.id)
    let feature = checkFeature(state, after: branch, context: context)
    return FlowTransition(
      state: feature.state, effects: (ids.isEmpty ? [] : [.markHandled(ids)]) + feature.effects)
  }

  private static func checkFeature(
    _ state: AppFlowState, after branch: FlowBranch?, context: FlowContext
  ) -> FlowTransition {
    var next = state
    next.step = .checkingFeature(after: branch)
    return FlowTransition(state: next, effects: [.requestAgeSignal(gates: context.app.gates)])
  }
}
