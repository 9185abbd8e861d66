import Apple
import FlowEngine
import Scenarios

/// What a script step does: one `AppleAction`, written in the scenario vocabulary.
///
/// Two actions need the simulation to become concrete: a parent's answer goes to the latest
/// pending question unless the step names one, and an assumptions change keeps the assumptions
/// it does not mention.
public enum AppleScriptAction: Hashable, Sendable {
  /// An action that needs nothing from the simulation.
  case perform(AppleAction)
  /// `parent: CHOICE`: answer a question (the latest pending one when `questionID` is nil).
  case parentAnswers(choiceID: AppleChoiceID, questionID: ApprovalID?, device: DeviceID)
  /// `assumptions: {…}`: change some assumptions.
  case changeAssumptions(AssumptionsPatch)

  /// The `AppleAction` this step performs in a simulation.
  public func resolved(in simulation: AppleSimulation) -> AppleAction {
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
      return Self.valued(.parent, choiceID.rawValue)
        + (qualifiers.isEmpty ? "" : " (\(qualifiers.joined(separator: ", ")))")
    case .changeAssumptions(let patch):
      return Self.valued(.assumptions, patch.text)
    }
  }

  /// An `AppleAction` in the scenario vocabulary.
  public static func text(for action: AppleAction) -> String {
    switch action {
    case .launchApp(let device): return on(device, .launch)
    case .closeApp(let device): return on(device, .close)
    case .answerAgeRangePrompt(let device, let answer):
      return on(device, .answering(answer))
    case .tapAskParent(let device): return on(device, .askParent)
    case .sendQuestion(let device): return on(device, .send)
    case .cancelCompose(let device): return on(device, .cancel)
    case .choosePermissionFlow(let device, let flow):
      // The alert itself is no button; a script never chooses it, but a trace may say so.
      let word = AppleVerb.choosing(flow)?.rawValue ?? flow.rawValue
      return device == .childPhone ? word : "\(word): \(device.rawValue)"
    case .enterPasscode(let device, let passcode):
      return valued(.passcode, "\(passcode)", on: device)
    case .acknowledgeUpdate(let device): return on(device, .acknowledge)
    case .askToCommunicate(let device, let handle):
      return valued(.askToCommunicate, handle, on: device)
    case .installUpdate(let version): return valued(.installUpdate, "\(version)")
    case .answerQuestion(let from, let questionID, let choiceID):
      return valued(.parent, "\(choiceID)") + " (question #\(questionID)"
        + (from == .parentPhone ? ")" : ", on \(from.rawValue))")
    case .revokeConsent: return AppleVerb.revokeConsent.rawValue
    case .setSharingMode(let mode): return valued(.mode, mode.rawValue)
    case .shareAgeRangeAgain: return AppleVerb.shareAgain.rawValue
    case .setVerification(let verification): return valued(.verify, verification.rawValue)
    case .setInFamily(let isInFamily): return valued(.family, "\(isInFamily)")
    case .setSignedIn(let isSignedIn): return valued(.signedIn, "\(isSignedIn)")
    case .setCommunicationLimits(let isOn): return valued(.communicationLimits, "\(isOn)")
    case .setAccountCreated(let day):
      return valued(.accountCreated, day?.description ?? "none")
    case .setRegion(let code): return valued(.region, "\(code)")
    case .setOS(let os): return valued(.os, os.rawValue)
    case .setPermissionFlow(let flow): return valued(.permissionFlow, flow.rawValue)
    case .setAssumptions(let assumptions):
      return valued(
        .assumptions,
        AssumptionsPatch(
          declinedSharing: assumptions.declinedSharing, cachesDeclines: assumptions.cachesDeclines,
          clampsGatesToMajority: assumptions.clampsGatesToMajority,
          notifiesOnRegulatedShare: assumptions.notifiesOnRegulatedShare,
          lawDates: assumptions.lawDates, storeDates: assumptions.storeDates
        ).text)
    case .setAppGates(let gates):
      return valued(.appGates, "[\(gates.map(String.init).joined(separator: ", "))]")
    case .advanceClock(let step): return valued(.clock, text(for: step))
    }
  }

  /// `+1 day`, `+3 months`, `next-birthday`, as a file writes a clock step.
  public static func text(for step: AppleClockAdvance) -> String {
    // The file writes a counted step as the trace titles it ("+3 months"); only the named steps
    // differ (hyphens for the trace's spaces).
    switch step {
    case .days, .months, .years: step.title
    case .nextBirthday: "next-birthday"
    case .nextAnniversary: "next-anniversary"
    }
  }

  private static func on(_ device: DeviceID, _ verb: AppleVerb) -> String {
    device == .childPhone ? verb.rawValue : "\(verb.rawValue): \(device.rawValue)"
  }

  /// `verb: value`, and the device in brackets when it is not the child's iPhone.
  private static func valued(_ verb: AppleVerb, _ value: String, on device: DeviceID = .childPhone)
    -> String
  {
    "\(verb.rawValue): \(value)" + (device == .childPhone ? "" : " (on \(device.rawValue))")
  }
}
