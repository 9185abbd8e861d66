import FlowEngine

// MARK: - Script steps and their actions

extension ScenarioLoader {
  static let stepKeys = ["do", "narration", "expect", "caption"]
  /// Actions written as a bare word.
  static let bareActions = [
    "launch", "close", "share", "decline", "ask-parent", "send", "cancel", "acknowledge",
    "revoke-consent", "share-again", "ask-to-approve", "approve-in-person",
  ]
  /// Every action, bare or with a value.
  static let allActions =
    bareActions + [
      "parent", "mode", "verify", "family", "signed-in", "communication-limits", "region", "os",
      "clock", "install-update", "ask-to-communicate", "assumptions", "passcode",
      "permission-flow", "account-created", "app-gates",
    ]
  static let devices: KeyValuePairs<String, DeviceID> = [
    "child-iphone": .childPhone, "second-device": .secondDevice, "parent-iphone": .parentPhone,
  ]
  /// The choices the simulated AskCenter offers: Approve/Decline for a significant update, and
  /// PermissionChoice's documented custom choices for a communication ask.
  static let updateChoices = ["approve", "decline"]
  static let communicationChoices = ["approve-hour", "approve-day", "approve", "decline"]
  static var allChoices: [String] { ["approve", "decline", "approve-hour", "approve-day"] }

  func step(from node: ScenarioNode, world: World) throws(ScenarioError) -> ScriptStep {
    let fields = try node.mapping(keys: Self.stepKeys)
    let action = try action(from: fields.required("do"))
    let narration = try fields.optional("narration")?.text(maximumLength: 2000) ?? ""
    let captionNode = fields.optional("caption")
    let caption = try captionNode.map { node throws(ScenarioError) in
      try self.caption(from: node)
    }
    let expectation =
      try fields.optional("expect").map { node throws(ScenarioError) in
        try self.expectation(from: node)
      } ?? Expectation()
    return ScriptStep(
      action: action, narration: narration, caption: caption ?? "", expectation: expectation,
      line: node.line, captionLine: captionNode?.line ?? 0,
      captionColumn: captionNode?.column ?? 0)
  }

  /// A caption is one line: a folded scalar (`>-`) is fine, a literal block's line breaks are
  /// not. Its width is `check`'s to warn about, since a long caption still plays.
  private func caption(from node: ScenarioNode) throws(ScenarioError) -> String {
    let text = try node.text(maximumLength: 400)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    guard lines == 1 else {
      throw node.error("expected a caption of one line, found \(lines) lines")
    }
    return text
  }

  private func action(from node: ScenarioNode) throws(ScenarioError) -> ScriptAction {
    if case .scalar = node.node, !node.isNull {
      let word = try node.line(maximumLength: 40)
      guard Self.bareActions.contains(word) else {
        if Self.allActions.contains(word) {
          throw node.error(
            "the action \"\(word)\" needs a value, e.g. `do: {\(word): \(example(for: word))}`")
        }
        throw unknownAction(word, at: node)
      }
      return try bareAction(word, device: .childPhone, at: node)
    }
    guard case .mapping(let pairs, _) = node.node else {
      throw node.mismatch(expected: "an action such as launch, or {clock: +1 day}")
    }
    guard pairs.count == 1, let pair = pairs.first else {
      throw node.error(
        "expected one action, found \(pairs.count) (write each action as its own step)")
    }
    let keyAt = ScenarioNode(node: pair.key, path: node.path, file: file)
    guard case .scalar(let scalar) = pair.key, Self.allActions.contains(scalar.text) else {
      throw unknownAction(
        keyAt.isNull ? "" : (try? keyAt.scalarText(expected: "")) ?? "", at: keyAt)
    }
    let value = ScenarioNode(node: pair.value, path: "\(node.path).\(scalar.text)", file: file)
    return try valuedAction(scalar.text, value: value)
  }

  private func unknownAction(_ word: String, at node: ScenarioNode) -> ScenarioError {
    var message = "unknown action \"\(word)\""
    if let suggestion = NameSuggester.suggestion(for: word, among: Self.allActions) {
      message += "; did you mean \"\(suggestion)\"?"
    } else {
      message += "; expected one of \(ScenarioNode.list(Self.allActions))"
    }
    return node.error(message)
  }

  private func bareAction(_ word: String, device: DeviceID, at node: ScenarioNode)
    throws(ScenarioError) -> ScriptAction
  {
    if device == .secondDevice, !hasSecondDevice {
      throw node.error("this scenario has no second device (set world.second-device)")
    }
    let action: SimulationAction
    switch word {
    case "launch": action = .launchApp(device)
    case "close": action = .closeApp(device)
    case "share": action = .answerAgeRangePrompt(device, .share)
    case "decline": action = .answerAgeRangePrompt(device, .decline)
    case "ask-parent": action = .tapAskParent(device)
    case "send": action = .sendQuestion(device)
    case "cancel": action = .cancelCompose(device)
    case "acknowledge": action = .acknowledgeUpdate(device)
    case "ask-to-approve": action = .choosePermissionFlow(device, .askToApprove)
    case "approve-in-person": action = .choosePermissionFlow(device, .approveInPerson)
    case "revoke-consent": action = .revokeConsent
    case "share-again": action = .shareAgeRangeAgain
    default: throw unknownAction(word, at: node)
    }
    return .perform(action)
  }

  private func valuedAction(_ word: String, value: ScenarioNode) throws(ScenarioError)
    -> ScriptAction
  {
    switch word {
    case "revoke-consent", "share-again":
      guard value.isNull else {
        throw value.error("\"\(word)\" takes no value; write `do: \(word)`")
      }
      return try bareAction(word, device: .childPhone, at: value)
    case _ where Self.bareActions.contains(word):
      let device =
        value.isNull ? .childPhone : try value.choice(Self.devices, expected: nil)
      return try bareAction(word, device: device, at: value)
    case "parent":
      return try parentAction(from: value)
    case "mode":
      return .perform(.setSharingMode(try value.choice(Self.sharingModes)))
    case "verify":
      return .perform(.setVerification(try value.choice(Self.verifications)))
    case "family":
      return .perform(.setInFamily(try value.boolean()))
    case "signed-in":
      return .perform(.setSignedIn(try value.boolean()))
    case "communication-limits":
      return .perform(.setCommunicationLimits(try value.boolean()))
    case "account-created":
      return .perform(.setAccountCreated(value.isNull ? nil : try value.date()))
    case "app-gates":
      return .perform(.setAppGates(try appGates(from: value)))
    case "region":
      return .perform(.setRegion(try region(from: value)))
    case "os":
      return .perform(.setOS(try value.choice(Self.osVersions, suggests: false)))
    case "clock":
      return .perform(.advanceClock(try clockStep(from: value)))
    case "install-update":
      return .perform(.installUpdate(try value.version()))
    case "ask-to-communicate":
      return try communicationAction(from: value)
    case "assumptions":
      return .changeAssumptions(try assumptionsPatch(from: value))
    case "passcode":
      return .perform(.enterPasscode(.childPhone, try passcode(from: value)))
    case "permission-flow":
      return .perform(.setPermissionFlow(try value.choice(Self.permissionFlows)))
    default:
      throw unknownAction(word, at: value)
    }
  }

  private func example(for word: String) -> String {
    switch word {
    case "parent": "approve"
    case "mode": "never-share"
    case "verify": "payment"
    case "family", "signed-in": "false"
    case "communication-limits": "true"
    case "account-created": "2026-03-01"
    case "app-gates": "[13, 18]"
    case "region": "US-TX"
    case "os": "\"27.0\""
    case "clock": "+1 day"
    case "install-update": "\"2.1\""
    case "ask-to-communicate": "\"+1 555 0100\""
    case "passcode": "\"1234\""
    case "permission-flow": "approve-in-person"
    default: "{declined-sharing: treat-as-minor}"
    }
  }

  private func parentAction(from value: ScenarioNode) throws(ScenarioError) -> ScriptAction {
    if case .mapping = value.node {
      let fields = try value.mapping(keys: ["choice", "question", "on"])
      return .parentAnswers(
        choiceID: try fields.required("choice").name(among: Self.allChoices, kind: "a choice"),
        questionID: try fields.optional("question")?.integer(in: 1...999),
        device: try fields.optional("on")?.choice(Self.devices) ?? .parentPhone)
    }
    return .parentAnswers(
      choiceID: try value.name(among: Self.allChoices, kind: "a choice"), questionID: nil,
      device: .parentPhone)
  }

  private func communicationAction(from value: ScenarioNode) throws(ScenarioError)
    -> ScriptAction
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
    let handle = try handleNode.line(maximumLength: 80)
    return .perform(.askToCommunicate(device, handle: handle))
  }

  /// `+1 day`, `+3 days`, `+2 months`, `+1 year`, `next-birthday`, `next-anniversary`.
  private func clockStep(from node: ScenarioNode) throws(ScenarioError) -> ClockAdvance {
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
