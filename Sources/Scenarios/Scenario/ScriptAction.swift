import FlowEngine

/// What a script step does: one `SimulationAction`, written in the scenario vocabulary.
///
/// Two actions need the simulation to become concrete: a parent's answer goes to the latest
/// pending question unless the step names one, and an assumptions change keeps the assumptions
/// it does not mention.
public enum ScriptAction: Hashable, Sendable {
  /// An action that needs nothing from the simulation.
  case perform(SimulationAction)
  /// `parent: CHOICE`: answer a question (the latest pending one when `questionID` is nil).
  case parentAnswers(choiceID: String, questionID: Int?, device: DeviceID)
  /// `assumptions: {…}`: change some assumptions.
  case changeAssumptions(AssumptionsPatch)

  /// The `SimulationAction` this step performs in a simulation.
  public func resolved(in simulation: Simulation) -> SimulationAction {
    switch self {
    case .perform(let action):
      return action
    case .parentAnswers(let choiceID, let questionID, let device):
      let questions = simulation.askCenter.questions
      let target =
        questionID ?? simulation.askCenter.pending.last?.id ?? questions.last?.id ?? 1
      return .answerQuestion(from: device, questionID: target, choiceID: choiceID)
    case .changeAssumptions(let patch):
      return .setAssumptions(patch.applied(to: simulation.world.assumptions))
    }
  }

  /// The step as a scenario file writes it: `launch`, `clock: +1 day`, `parent: approve`.
  public var text: String {
    switch self {
    case .perform(let action):
      return Self.text(for: action)
    case .parentAnswers(let choiceID, let questionID, let device):
      var qualifiers: [String] = []
      if let questionID { qualifiers.append("question #\(questionID)") }
      if device != .parentPhone { qualifiers.append("on \(device.rawValue)") }
      return "parent: \(choiceID)"
        + (qualifiers.isEmpty ? "" : " (\(qualifiers.joined(separator: ", ")))")
    case .changeAssumptions(let patch):
      return "assumptions: \(patch.text)"
    }
  }

  /// A `SimulationAction` in the scenario vocabulary.
  public static func text(for action: SimulationAction) -> String {
    switch action {
    case .launchApp(let device): return on(device, "launch")
    case .closeApp(let device): return on(device, "close")
    case .answerAgeRangePrompt(let device, let answer): return on(device, answer.rawValue)
    case .tapAskParent(let device): return on(device, "ask-parent")
    case .sendQuestion(let device): return on(device, "send")
    case .cancelCompose(let device): return on(device, "cancel")
    case .choosePermissionFlow(let device, let flow): return on(device, flow.rawValue)
    case .enterPasscode(let device, let passcode):
      return "passcode: \(passcode)" + (device == .childPhone ? "" : " (on \(device.rawValue))")
    case .acknowledgeUpdate(let device): return on(device, "acknowledge")
    case .askToCommunicate(let device, let handle):
      return "ask-to-communicate: \(handle)"
        + (device == .childPhone ? "" : " (on \(device.rawValue))")
    case .installUpdate(let version): return "install-update: \(version)"
    case .answerQuestion(let from, let questionID, let choiceID):
      return "parent: \(choiceID) (question #\(questionID)"
        + (from == .parentPhone ? ")" : ", on \(from.rawValue))")
    case .revokeConsent: return "revoke-consent"
    case .setSharingMode(let mode): return "mode: \(mode.rawValue)"
    case .shareAgeRangeAgain: return "share-again"
    case .setVerification(let verification): return "verify: \(verification.rawValue)"
    case .setInFamily(let isInFamily): return "family: \(isInFamily)"
    case .setSignedIn(let isSignedIn): return "signed-in: \(isSignedIn)"
    case .setCommunicationLimits(let isOn): return "communication-limits: \(isOn)"
    case .setAccountCreated(let day): return "account-created: \(day?.description ?? "none")"
    case .setRegion(let code): return "region: \(code)"
    case .setOS(let os): return "os: \(os.rawValue)"
    case .setPermissionFlow(let flow): return "permission-flow: \(flow.rawValue)"
    case .setAssumptions(let assumptions):
      return "assumptions: "
        + AssumptionsPatch(
          declinedSharing: assumptions.declinedSharing, cachesDeclines: assumptions.cachesDeclines,
          clampsGatesToMajority: assumptions.clampsGatesToMajority,
          notifiesOnRegulatedShare: assumptions.notifiesOnRegulatedShare,
          lawDates: assumptions.lawDates
        ).text
    case .setAppGates(let gates):
      return "app-gates: [\(gates.map(String.init).joined(separator: ", "))]"
    case .advanceClock(let step): return "clock: \(text(for: step))"
    }
  }

  /// `+1 day`, `+3 months`, `next-birthday`, as a file writes a clock step.
  public static func text(for step: ClockAdvance) -> String {
    switch step {
    case .days(let count): count == 1 ? "+1 day" : "+\(count) days"
    case .months(let count): count == 1 ? "+1 month" : "+\(count) months"
    case .years(let count): count == 1 ? "+1 year" : "+\(count) years"
    case .nextBirthday: "next-birthday"
    case .nextAnniversary: "next-anniversary"
    }
  }

  private static func on(_ device: DeviceID, _ verb: String) -> String {
    device == .childPhone ? verb : "\(verb): \(device.rawValue)"
  }
}
