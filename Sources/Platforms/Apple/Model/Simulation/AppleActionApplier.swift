import FlowEngine

/// Carries one action through the simulation: the mutable working copy behind
/// `AppleSimulation.applying(_:)`, recording every trace entry it causes.
struct AppleActionApplier {
  /// The working copy.
  var simulation: AppleSimulation
  /// The entries this action produced.
  private(set) var entries: [AppleTraceEntry] = []

  init(_ simulation: AppleSimulation) {
    self.simulation = simulation
  }

  // MARK: - Dispatch

  mutating func apply(_ action: AppleAction) {
    switch action {
    case .launchApp(let id): launch(id)
    case .closeApp(let id): close(id)
    case .answerAgeRangePrompt(let id, let answer): answerPrompt(on: id, with: answer)
    case .tapAskParent(let id): tapAskParent(on: id)
    case .sendQuestion(let id): sendQuestion(on: id)
    case .cancelCompose(let id): cancelCompose(on: id)
    case .choosePermissionFlow(let id, let flow): choosePermissionFlow(flow, on: id)
    case .enterPasscode(let id, let passcode): enterPasscode(passcode, on: id)
    case .acknowledgeUpdate(let id): acknowledge(on: id)
    case .askToCommunicate(let id, let handle): askToCommunicate(on: id, handle: handle)
    case .installUpdate(let version): installUpdate(version)
    case .answerQuestion(let from, let questionID, let choiceID):
      answerQuestion(from: from, questionID: questionID, choiceID: choiceID)
    case .revokeConsent: revokeConsent()
    case .setSharingMode(let mode): setSharingMode(mode)
    case .shareAgeRangeAgain: shareAgeRangeAgain()
    case .setVerification(let verification): setVerification(verification)
    case .setInFamily(let isInFamily): setInFamily(isInFamily)
    case .setSignedIn(let isSignedIn): setSignedIn(isSignedIn)
    case .setCommunicationLimits(let isOn): setCommunicationLimits(isOn)
    case .setAccountCreated(let day): setAccountCreated(day)
    case .setRegion(let code): setRegion(code)
    case .setOS(let os): setOS(os)
    case .setPermissionFlow(let flow): setPermissionFlow(flow)
    case .setAssumptions(let assumptions): setAssumptions(assumptions)
    case .setAppGates(let gates): setAppGates(gates)
    case .advanceClock(let step): advanceClock(step)
    }
  }

  // MARK: - Recording

  mutating func record(
    _ from: AppleActor, _ to: AppleActor, _ kind: TraceKind, _ summary: String,
    device: DeviceID? = nil,
    detail: AppleTraceDetail? = nil
  ) {
    let entry = AppleTraceEntry(
      sequence: simulation.trace.count + 1, date: simulation.world.today, from: from, to: to,
      kind: kind, device: device, summary: summary, detail: detail)
    simulation.trace.append(entry)
    entries.append(entry)
  }

  mutating func reject(_ rejection: AppleRejection, device: DeviceID? = nil) {
    record(
      .system, .person, .rejected, rejection.text, device: device, detail: .rejected(rejection))
  }

  mutating func learn(_ fact: AppleLearnedFact, on device: DeviceID) {
    simulation.ledger.append(
      LedgerEntry<AppleLearnedFact>(
        sequence: simulation.trace.count, date: simulation.world.today, device: device,
        fact: fact))
  }

  // MARK: - Devices

  func index(of id: DeviceID) -> Int? {
    simulation.devices.firstIndex { $0.id == id }
  }

  /// The index of a person's device, or a rejection naming why it cannot be used.
  mutating func personDevice(_ id: DeviceID) -> Int? {
    guard id != .parentPhone else {
      reject(.parentPhoneRunsNoApp, device: id)
      return nil
    }
    guard let index = index(of: id) else {
      reject(.noSecondDevice, device: id)
      return nil
    }
    return index
  }

  /// Feeds an event to the app's flow on a device; Apple's platform performs what it asks for.
  mutating func feed(_ event: FlowEvent, to id: DeviceID) {
    FlowDriver.feed(event, to: id, in: &self, on: ApplePlatform.self)
  }

  /// Who changes the person's sharing settings: the parent for a child in Family Sharing.
  var settingsActor: AppleActor { simulation.world.parentDecides ? .parent : .person }
}
