import AgeScreen
import Apple
import FlowEngine
import Scenarios

// MARK: - Replaying a journal's records

extension AppleScenarioHistory {
  /// The largest clock step a journal may hold, as a scenario script allows it: the keys and
  /// scripts never make larger ones, so a larger one is a damaged or hand-made record.
  public static let journalClockLimits = ScenarioLimits.clockStep

  /// Applies one of Apple's history lines read from a journal (`jump`, `perform`, `undo`) after
  /// checking its values; `screen` changes no history and is the caller's. `--resume` and
  /// `agetui notes` both replay through here, so a record one of them refuses, the other
  /// refuses too.
  /// - Returns: what is wrong with the record (it is then not applied), or nil.
  public mutating func replay(_ record: AppleRecord) -> String? {
    switch record {
    case .jump(let position, let cause):
      let length = current.scenario.walkthrough.count
      guard (0...length).contains(position) else {
        return "jumps to script step \(position) of \(current.scenario.scenario.name), whose "
          + "script has \(length) steps"
      }
      jump(to: position, cause: cause)
    case .perform(let action):
      if let problem = Self.journalProblem(with: action) { return problem }
      perform(action)
    case .undo: _ = undo()
    case .screen: break
    }
    return nil
  }

  /// What is out of range in an action read from a journal, or nil: every value is held to
  /// what a scenario script allows (``ScenarioLimits``), so a record can ask no more of a
  /// screen than a scenario file can.
  public static func journalProblem(with action: AppleAction) -> String? {
    switch action {
    case .advanceClock(let step):
      return journalProblem(with: step)
    case .askToCommunicate(_, let handle):
      return ScenarioLimits.lineProblem(handle, maximumLength: ScenarioLimits.handleLength)
        .map { "asks to communicate with a handle that \($0)" }
    case .enterPasscode(_, let passcode):
      let length = ScenarioLimits.passcodeLength
      guard passcode.utf8.count == length, passcode.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      else { return "enters a passcode that is not \(length) digits" }
      return nil
    case .setAppGates(let gates):
      let (count, values) = (ScenarioLimits.appGateCount, ScenarioLimits.appGateValues)
      guard gates.count <= count else {
        return "sets \(gates.count) age gates (at most \(count))"
      }
      guard let gate = gates.first(where: { !values.contains($0) }) else { return nil }
      return "sets an age gate of \(gate) (\(values.lowerBound) to \(values.upperBound))"
    case .setRegion(let code):
      return ScenarioLimits.lineProblem(
        code.rawValue, maximumLength: ScenarioLimits.regionCodeLength
      ).map { "moves to a region whose code \($0)" }
    case .answerQuestion(_, _, let choice):
      guard !ScenarioLimits.choiceIDs.contains(choice.rawValue) else { return nil }
      return "answers with a choice that is none of "
        + ScenarioLimits.choiceIDs.joined(separator: ", ")
    case .launchApp, .closeApp, .answerAgeRangePrompt, .tapAskParent, .sendQuestion,
      .cancelCompose, .choosePermissionFlow, .acknowledgeUpdate, .installUpdate, .revokeConsent,
      .setSharingMode, .shareAgeRangeAgain, .setVerification, .setInFamily, .setSignedIn,
      .setCommunicationLimits, .setAccountCreated, .setOS, .setPermissionFlow, .setAssumptions:
      // Enumerations, flags, a version of at most four numbers and a clamped date: nothing
      // in them can be larger than a scenario file's.
      return nil
    }
  }

  /// What is out of range in a clock step read from a journal, or nil.
  private static func journalProblem(with step: AppleClockAdvance) -> String? {
    let limits = journalClockLimits
    switch step {
    case .days(let count) where !(1...limits.days).contains(count):
      return "moves the clock by \(count) days (1 to \(limits.days) at a time)"
    case .months(let count) where !(1...limits.months).contains(count):
      return "moves the clock by \(count) months (1 to \(limits.months) at a time)"
    case .years(let count) where !(1...limits.years).contains(count):
      return "moves the clock by \(count) years (1 to \(limits.years) at a time)"
    case .days, .months, .years, .nextBirthday, .nextAnniversary: return nil
    }
  }
}
