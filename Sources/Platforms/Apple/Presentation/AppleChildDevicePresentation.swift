import Apple
import FlowEngine
import Presentation

/// What one of the person's devices shows: the app's screen, any system sheet over it, and
/// notifications. Exact texts, so designers can read them in panes and transcripts alike.
public struct AppleChildDevicePresentation: Hashable, Sendable {
  /// "Olivia's iPhone".
  public var heading: String
  /// The pane's title: "Child device" for a minor, the device itself ("Henry's iPhone") for an
  /// adult, whom "child" would misdescribe.
  public var paneTitle: String
  /// "Landmarks 2.0 · iOS 26.5".
  public var subheading: String
  /// The app screen's state.
  public var status: AppStatus
  /// The app screen's title, with where its words come from: the app's, or the system's blocked
  /// screen's (AgeTUI's wording).
  public var screenTitleWording: Wording
  /// The app screen's text, as paragraphs, with where each one's words come from: the app's,
  /// or AgeTUI's for the "Can't Ask" alert and the blocked screen's explanation.
  public var screenWordings: [Wording]
  /// The app screen's buttons (inactive while a sheet is up).
  public var screenChoices: [AppleActionChoice]
  /// The system sheet over the app, if any.
  public var sheet: AppleSheetPresentation?
  /// Notifications still on the device, newest first: one the app's later answer contradicts
  /// (a "Shared your age range" before the app learned it was declined) is gone.
  public var notifications: [AppleDeviceNotification]
  /// The app's "Can't Ask" alert when `AskCenter.ask` threw just now (its line is the first of
  /// `screenLines`).
  public var alert: AskError?
  /// Why the app is blocked, while it shows its blocked screen (`screenLines[0]` explains it).
  public var blockReason: BlockReason?
  /// What the system will do that the screen cannot show yet: "Landmarks has a cached answer
  /// until 2027-09-14, so no prompt will show." (while the app is closed, or just after the
  /// sharing mode changed).
  public var systemNote: String?

  /// The app screen's title.
  public var screenTitle: String { screenTitleWording.text }

  /// The app screen's text, as paragraphs.
  public var screenLines: [String] { screenWordings.map(\.text) }

  /// The app's own screen: its words are the sample app's, not the system's.
  private static let appScreen = WordingSource.app(
    note: "the app's own screen, as Apple's sample app draws it (reference §3)")

  /// Describes a device of the person in a simulation.
  public init(_ simulation: AppleSimulation, device id: DeviceID) {
    let world = simulation.world
    let app = world.app
    let device =
      simulation.device(id)
      ?? AppleDeviceState(id: id, kind: .iPhone, installedVersion: app.currentVersion)
    heading = "\(world.person.name)'s \(device.title)"
    paneTitle = world.age < world.region.ageOfMajority ? "Child device" : heading
    subheading = "\(app.name) \(device.installedVersion) · iOS \(world.os.rawValue)"
    notifications = Self.standingNotifications(simulation, device: device)
    sheet = device.sheet.map { Self.sheet($0, simulation: simulation, device: id) }
    blockReason = nil
    let close = AppleActionChoice("Close \(app.name)", .closeApp(id), role: .cancel)
    // The app's own lines, unless the system's blocked screen shows its own.
    var lines: [String] = []
    var systemLines: [Wording]?
    switch device.flow.step {
    case .notRunning:
      status = .closed
      screenTitleWording = Wording(
        "Home Screen", .simulator(note: "the simulator's name for the screen the app closed to"))
      lines = ["\(app.name) is closed."]
      screenChoices = [AppleActionChoice("Open \(app.name)", .launchApp(id), role: .affirmative)]
    case .checkingRegulation, .requestingAgeSignal:
      status = sheet == nil ? .working : .waiting
      screenTitleWording = Wording(app.name, Self.appScreen)
      lines = ["Checking what this update needs…"]
      screenChoices = [close]
    case .checkingFeature:
      status = sheet == nil ? .working : .waiting
      screenTitleWording = Wording(app.name, Self.appScreen)
      lines = ["Checking whether \(app.featureName.lowercased()) is for your age…"]
      screenChoices = [close]
    case .needsParentalApproval:
      status = .waiting
      screenTitleWording = Wording("Ask to Continue", Self.appScreen)
      lines = [
        "\(app.name) has changed. "
          + AppConfig.describe(device.flow.pendingChanges),
        "A parent or guardian needs to approve before you can keep using it.",
      ]
      screenChoices = Self.askChoices(device) + [close]
    case .waitingForParent(_, let questionID):
      status = .waiting
      screenTitleWording = Wording("Waiting for Approval", Self.appScreen)
      let parent = world.parentName ?? "your parent"
      lines = [
        "Your request (#\(questionID)) was sent to \(parent) in Messages.",
        "\(app.name) stays locked until \(parent) answers.",
      ]
      screenChoices = [close]
    case .acknowledging:
      status = .waiting
      screenTitleWording = Wording(app.name, Self.appScreen)
      lines = ["Read what changed to continue."]
      screenChoices = [close]
    case .blocked(let reason):
      blockReason = reason
      status = .blocked
      screenTitleWording = BlockedScreenWording.title
      systemLines = [BlockedScreenWording.text(reason)]
      screenChoices = Self.askChoices(device) + [close]
    case .running(let featureEnabled, _):
      status = .running
      screenTitleWording = Wording(app.name, Self.appScreen)
      let learned = simulation.ledger.last { $0.device == id && Self.isRangeFact($0.fact) }
      let knowledge = learned.map { " The app learned: \($0.fact.summary)." } ?? ""
      // What the significant changes turned on sits beside what the age gate decides, so an
      // approval never looks as if it changed nothing.
      lines =
        ["\(app.name) is ready."] + Self.changeLines(simulation, device: device)
        + [
          "\(app.featureName): \(featureEnabled ? "ON" : "OFF") (for \(app.featureMinimumAge) "
            + "or over).\(knowledge)"
        ]
      var choices: [AppleActionChoice] = []
      if world.person.hasCommunicationLimits {
        choices.append(
          AppleActionChoice(
            "Ask to Message +1 555 0100", .askToCommunicate(id, handle: "+1 555 0100")))
      }
      screenChoices = choices + [close]
    }
    screenWordings = systemLines ?? lines.map { Wording($0, Self.appScreen) }
    // Said on the Home Screen, where the next launch starts (that launch is when a prompt
    // would otherwise show), and on any screen without a sheet right after the sharing mode
    // changed, where the trainer is looking for the effect of the change.
    let modeJustChanged =
      if case .sharingMode? = simulation.trace.last?.detail { true } else { false }
    let showsNote =
      device.flow.step == .notRunning || (modeJustChanged && device.sheet == nil)
    systemNote = showsNote ? simulation.cachedAnswerNote : nil
    if let error = Self.askErrorAlert(simulation, device: id) {
      alert = error
      let message = AppleWording.cantAskMessage(error)
      screenWordings.insert(
        Wording("Alert: \(AppleWording.cantAskTitle().text). \(message.text)", message.source),
        at: 0)
    } else {
      alert = nil
    }
    if let result = Self.latestPermissionResult(simulation, device: id), device.sheet == nil,
      device.flow.step != .notRunning
    {
      screenWordings.append(
        Wording(
          "The app got PermissionResult\(result.swiftName).",
          .simulator(note: "what the app got back, as the simulator tells it")))
    }
  }

  /// The screen's ask-a-parent button, when the flow allows one.
  private static func askChoices(_ device: AppleDeviceState) -> [AppleActionChoice] {
    guard let ask = SignificantChangeFlow.parentAsk(on: device.flow.step) else { return [] }
    return [
      AppleActionChoice(
        AppleWording.askButton(ask.buttonTitle), .tapAskParent(device.id), role: .affirmative)
    ]
  }

  /// One line per significant change in the installed version: on once handled, and why.
  private static func changeLines(_ simulation: AppleSimulation, device: AppleDeviceState)
    -> [String]
  {
    let world = simulation.world
    let app = world.app
    // A significant-update question carries the IDs of the changes it asked about, so an
    // approved question names the changes the approval turned on.
    let approvals = simulation.askCenter.questions.compactMap {
      question -> (changes: [ChangeID], inPerson: Bool)? in
      guard case .significantAppUpdate(_, let changes) = question.topic,
        question.chosen?.answer == .approval
      else { return nil }
      return (changes, question.sentOn == nil)
    }
    let acknowledged = simulation.ledger.contains { $0.fact == .acknowledged }
    return app.changes.filter { $0.introducedIn <= device.installedVersion }.map { change in
      let how: String
      if change.introducedIn <= app.originalInstallVersion {
        how = "already in \(app.name) \(app.originalInstallVersion) when you first installed it"
      } else if !device.handledChanges.contains(change.id) {
        guard device.flow.branch == .notRequired else {
          return "\(change.title): OFF (new in \(change.introducedIn), not approved yet)."
        }
        // The sample skips its flow where no law applies; the change stays pending.
        how = "new in \(change.introducedIn), no law asks for approval here; still pending"
      } else if let approval = approvals.last(where: { $0.changes.contains(change.id) }) {
        how =
          "new in \(change.introducedIn), approved \(approval.inPerson ? "in person " : "")by "
          + (world.parentName ?? "a parent")
      } else if acknowledged {
        how = "new in \(change.introducedIn), acknowledged"
      } else {
        how = "new in \(change.introducedIn), no approval needed"
      }
      return "\(change.title): ON (\(how))."
    }
  }

  /// The app's own alert when `AskCenter.ask` threw just now: the person sees the alert, the
  /// error's name belongs to the Timeline. Anything that happens next dismisses it.
  private static func askErrorAlert(_ simulation: AppleSimulation, device id: DeviceID) -> AskError?
  {
    guard let last = simulation.ledger.last, last.device == id,
      last.sequence == simulation.trace.count, case .askError(let error) = last.fact
    else { return nil }
    return error
  }

  /// The `PermissionResult` the app got on a device, while it is still the latest word from
  /// PermissionKit there (a parent's later answer in Messages supersedes it).
  private static func latestPermissionResult(_ simulation: AppleSimulation, device id: DeviceID)
    -> PermissionResult?
  {
    for entry in simulation.ledger.reversed() where entry.device == id {
      switch entry.fact {
      case .permissionResult(let result): return result
      case .parentAnswer, .askError: return nil
      case .eligibility, .regulatoryFeatures, .ageRange, .declinedSharing, .ageRangeError,
        .acknowledged, .consentRevoked:
        continue
      }
    }
    return nil
  }

  /// The device's notifications, newest first, less those an age-range answer the app got
  /// later contradicts: every notification a device gets says its age range was shared, so a
  /// later declined or failed answer supersedes the ones before it.
  private static func standingNotifications(_ simulation: AppleSimulation, device: AppleDeviceState)
    -> [AppleDeviceNotification]
  {
    let latestRange = simulation.ledger.last { $0.device == device.id && isRangeFact($0.fact) }
    let supersededBefore: Int
    if let latestRange, case .ageRange = latestRange.fact {
      supersededBefore = 0
    } else {
      supersededBefore = latestRange?.sequence ?? 0
    }
    return device.notifications.reversed().filter { $0.sequence > supersededBefore }
  }

  private static func isRangeFact(_ fact: AppleLearnedFact) -> Bool {
    switch fact {
    case .ageRange, .declinedSharing, .ageRangeError: true
    case .eligibility, .regulatoryFeatures, .parentAnswer, .askError, .permissionResult,
      .acknowledged, .consentRevoked:
      false
    }
  }

  private static func sheet(
    _ sheet: AppleSheet, simulation: AppleSimulation, device id: DeviceID
  ) -> AppleSheetPresentation {
    switch sheet {
    case .ageRangePrompt(let prompt, _):
      return AppleSheetPresentation(
        kind: sheet.name, title: AppleWording.promptTitle(prompt),
        message: [AppleWording.promptMessage(prompt)],
        choices: [
          AppleActionChoice(
            AppleWording.promptShare(prompt), .answerAgeRangePrompt(id, .share),
            role: .affirmative),
          AppleActionChoice(
            AppleWording.promptDecline(prompt), .answerAgeRangePrompt(id, .decline),
            role: .cancel),
        ])
    case .messagesCompose(let questionID):
      let world = simulation.world
      let text =
        simulation.askCenter.question(id: questionID).map {
          AppleParentMessageText.messageText(
            for: $0.topic, person: world.person.name, app: world.app.name)
        } ?? ""
      let parent = world.parentName ?? "Parent"
      return AppleSheetPresentation(
        kind: sheet.name, title: AppleWording.composeTitle,
        message: [AppleWording.composeRecipient(parent), AppleWording.messageText(text)],
        choices: [
          AppleActionChoice(AppleWording.composeSend, .sendQuestion(id), role: .affirmative),
          AppleActionChoice(AppleWording.cancel, .cancelCompose(id), role: .cancel),
        ],
        recipient: parent)
    case .acknowledgment(let description):
      return AppleSheetPresentation(
        kind: sheet.name,
        title: AppleWording.acknowledgmentTitle(app: simulation.world.app.name),
        message: [AppleWording.updateDescription(description)],
        choices: [
          AppleActionChoice(
            AppleWording.acknowledgmentContinue, .acknowledgeUpdate(id), role: .affirmative)
        ])
    case .permissionAlert(let questionID):
      // The buttons say how a parent can approve; the message is what the parent approves.
      return AppleSheetPresentation(
        kind: sheet.name,
        title: AppleWording.permissionAlertTitle(app: simulation.world.app.name),
        message: [
          AppleWording.updateDescription(updateDescription(simulation, questionID: questionID))
        ],
        choices: [
          AppleActionChoice(
            AppleWording.askToApprove, .choosePermissionFlow(id, .askToApprove),
            role: .affirmative),
          AppleActionChoice(
            AppleWording.approveInPerson, .choosePermissionFlow(id, .approveInPerson)),
          AppleActionChoice(AppleWording.alertCancel, .cancelCompose(id), role: .cancel),
        ])
    case .screenTimePasscode(let questionID, let wrongAttempts):
      let world = simulation.world
      let right = world.screenTimePasscode
      let wrong = PermissionFlowText.wrongPasscode(for: right)
      // After a wrong passcode the refusal takes the request's place, so the card stays short
      // enough for the smallest layout.
      let ask =
        wrongAttempts > 0
        ? PermissionFlowText.wrongPasscodeMessage(attempts: wrongAttempts)
        : PermissionFlowText.passcodeMessage(
          parent: world.parentName ?? "Parent", app: world.app.name)
      return AppleSheetPresentation(
        kind: sheet.name, title: AppleWording.passcodeTitle,
        message: [
          AppleWording.passcodeMessage(ask),
          AppleWording.updateDescription(updateDescription(simulation, questionID: questionID)),
        ],
        choices: [
          AppleActionChoice(
            AppleWording.passcodeEntry("Enter \(right) (the passcode)"),
            .enterPasscode(id, right), role: .affirmative),
          AppleActionChoice(
            AppleWording.passcodeEntry("Enter \(wrong) (a wrong one)"), .enterPasscode(id, wrong)),
          AppleActionChoice(AppleWording.passcodeCancel, .cancelCompose(id), role: .cancel),
        ])
    }
  }

  /// The update's description a significant-update question carries.
  private static func updateDescription(_ simulation: AppleSimulation, questionID: ApprovalID)
    -> String
  {
    guard
      case .significantAppUpdate(let description, _)? = simulation.askCenter.question(
        id: questionID)?.topic
    else { return "" }
    return description
  }
}
