import Apple
import FlowEngine
import Scenarios

// MARK: - Script steps and their actions

extension ScenarioLoader {
  static let stepKeys = ["do", "narration", "expect", "caption", "moment"]
  /// Every verb's word, in the table's order, for messages.
  static let verbWords = AppleVerb.allCases.map(\.rawValue)
  static let devices: KeyValuePairs<String, DeviceID> = [
    "child-iphone": .childPhone, "second-device": .secondDevice, "parent-iphone": .parentPhone,
  ]
  /// The choices the simulated AskCenter offers: Approve/Decline for a significant update, and
  /// PermissionChoice's documented custom choices for a communication ask.
  static let updateChoices = ["approve", "decline"]
  static let communicationChoices = ["approve-hour", "approve-day", "approve", "decline"]
  static var allChoices: [String] { ScenarioLimits.choiceIDs }

  func step(from node: ScenarioNode, world: AppleWorld) throws(ScenarioError) -> AppleScriptStep {
    let fields = try node.mapping(keys: Self.stepKeys)
    let action = try action(from: fields.required("do"))
    let narrationNode = fields.optional("narration")
    let narration = try narrationNode?.text(maximumLength: 2000) ?? ""
    let captionNode = fields.optional("caption")
    let caption = try captionNode.map { node throws(ScenarioError) in
      try self.caption(from: node)
    }
    let expectation =
      try fields.optional("expect").map { node throws(ScenarioError) in
        try self.expectation(from: node)
      } ?? AppleExpectation()
    return AppleScriptStep(
      action: action, narration: narration, caption: caption ?? "", expectation: expectation,
      line: node.line, narrationLine: narrationNode?.line ?? 0,
      narrationColumn: narrationNode?.column ?? 0, captionLine: captionNode?.line ?? 0,
      captionColumn: captionNode?.column ?? 0,
      moment: try fields.optional("moment")?.named(StoreMoment.self, kind: "a moment"))
  }

  private func action(from node: ScenarioNode) throws(ScenarioError) -> AppleScriptAction {
    let written = try verb(
      of: node, expected: "an action such as launch, or {clock: +1 day}")
    guard let verb = AppleVerb(rawValue: written.word) else {
      throw unknownAction(written.word, at: written.at)
    }
    guard let value = written.value else {
      guard verb.standsAlone else {
        throw node.error(
          "the action \"\(written.word)\" needs a value, e.g. "
            + "`do: {\(written.word): \(example(for: verb))}`")
      }
      return try bareAction(verb, device: .childPhone, at: node)
    }
    return try valuedAction(verb, value: value)
  }

  private func unknownAction(_ word: String, at node: ScenarioNode) -> ScenarioError {
    node.error(Self.unknown("action", word, among: Self.verbWords))
  }

  private func bareAction(_ verb: AppleVerb, device: DeviceID, at node: ScenarioNode)
    throws(ScenarioError) -> AppleScriptAction
  {
    if device == .secondDevice, !hasSecondDevice {
      throw node.error("this scenario has no second device (set world.second-device)")
    }
    guard let action = verb.action(on: device) else { throw unknownAction(verb.rawValue, at: node) }
    return .perform(action)
  }

  private func valuedAction(_ verb: AppleVerb, value: ScenarioNode) throws(ScenarioError)
    -> AppleScriptAction
  {
    switch verb {
    case .revokeConsent, .shareAgain:
      guard value.isNull else {
        throw value.error("\"\(verb.rawValue)\" takes no value; write `do: \(verb.rawValue)`")
      }
      return try bareAction(verb, device: .childPhone, at: value)
    case .launch, .close, .share, .decline, .askParent, .send, .cancel, .acknowledge,
      .askToApprove, .approveInPerson:
      let device =
        value.isNull ? .childPhone : try value.choice(Self.devices, expected: nil)
      return try bareAction(verb, device: device, at: value)
    case .parent:
      return try parentAction(from: value)
    case .mode:
      return .perform(.setSharingMode(Self.appleSharingMode(try value.choice(Self.sharingModes))))
    case .verify:
      return .perform(
        .setVerification(Self.appleVerification(try value.choice(Self.verifications))))
    case .family:
      return .perform(.setInFamily(try value.boolean()))
    case .signedIn:
      return .perform(.setSignedIn(try value.boolean()))
    case .communicationLimits:
      return .perform(.setCommunicationLimits(try value.boolean()))
    case .accountCreated:
      return .perform(.setAccountCreated(value.isNull ? nil : try value.date()))
    case .appGates:
      return .perform(.setAppGates(try appGates(from: value)))
    case .region:
      return .perform(.setRegion(try region(from: value)))
    case .os:
      return .perform(.setOS(try value.choice(Self.osVersions, suggests: false)))
    case .clock:
      return .perform(.advanceClock(try clockStep(from: value)))
    case .installUpdate:
      return .perform(.installUpdate(try value.version()))
    case .askToCommunicate:
      return try communicationAction(from: value)
    case .assumptions:
      return .changeAssumptions(try assumptionsPatch(from: value))
    case .passcode:
      return .perform(.enterPasscode(.childPhone, try passcode(from: value)))
    case .permissionFlow:
      return .perform(.setPermissionFlow(try value.choice(Self.permissionFlows)))
    }
  }

  private func example(for verb: AppleVerb) -> String {
    switch verb.argument {
    case .value(let example): example
    case .none, .optionalDevice: verb.rawValue
    }
  }

  private func parentAction(from value: ScenarioNode) throws(ScenarioError) -> AppleScriptAction {
    if case .mapping = value.node {
      let fields = try value.mapping(keys: ["choice", "question", "on"])
      return .parentAnswers(
        choiceID: AppleChoiceID(
          try fields.required("choice").name(among: Self.allChoices, kind: "a choice")),
        questionID: try fields.optional("question").map { node throws(ScenarioError) in
          ApprovalID(try node.integer(in: 1...999))
        },
        device: try fields.optional("on")?.choice(Self.devices) ?? .parentPhone)
    }
    return .parentAnswers(
      choiceID: AppleChoiceID(try value.name(among: Self.allChoices, kind: "a choice")),
      questionID: nil,
      device: .parentPhone)
  }

  private func communicationAction(from value: ScenarioNode) throws(ScenarioError)
    -> AppleScriptAction
  {
    var device = DeviceID.childPhone
    var handleNode = value
    if case .mapping = value.node {
      let fields = try value.mapping(keys: ["handle", "on"])
      handleNode = try fields.required("handle")
      device = try fields.optional("on")?.choice(Self.devices) ?? .childPhone
      if device == .secondDevice, !hasSecondDevice {
        throw value.error("this scenario has no second device (set world.second-device)")
      }
    }
    let handle = try handleNode.line(maximumLength: ScenarioLimits.handleLength)
    return .perform(.askToCommunicate(device, handle: handle))
  }

  /// `+1 day`, `+3 days`, `+2 months`, `+1 year`, `next-birthday`, `next-anniversary`.
  private func clockStep(from node: ScenarioNode) throws(ScenarioError) -> AppleClockAdvance {
    let expected = "+N days, +N months, +N years, next-birthday or next-anniversary"
    let text = try node.scalarText(expected: expected)
    switch text {
    case "next-birthday": return .nextBirthday
    case "next-anniversary": return .nextAnniversary
    default: break
    }
    let parts = text.split(separator: " ")
    guard parts.count == 2, parts[0].hasPrefix("+"), let count = Int(parts[0].dropFirst()),
      count > 0
    else {
      throw node.mismatch(
        expected: expected,
        suggestion: NameSuggester.suggestion(
          for: text, among: ["next-birthday", "next-anniversary"]))
    }
    switch parts[1] {
    case "day", "days":
      guard count <= 3650 else { throw node.error("at most +3650 days at a time") }
      return .days(count)
    case "month", "months":
      guard count <= 120 else { throw node.error("at most +120 months at a time") }
      return .months(count)
    case "year", "years":
      guard count <= 10 else { throw node.error("at most +10 years at a time") }
      return .years(count)
    default:
      throw node.mismatch(expected: expected)
    }
  }
}
