import Apple
import FlowEngine
import Scenarios

// MARK: - `expect:` and `answers:`

extension ScenarioLoader {
  static let expectKeys = [
    "step", "blocked-reason", "learned", "declaration", "feature", "question", "parent-answer",
    "ask-error", "sheet", "handled", "trace-contains", "trace-lacks", "rejected",
    "permission-result", "active-parental-controls", "significant-update-applies",
    "notification", "parent-device", "server-notification",
  ]
  static let parentDeviceKeys = ["question", "question-state", "notification"]
  static let answerKeys = [
    "age-range-prompt", "ask-parent", "parent", "acknowledgment", "permission-alert", "passcode",
  ]
  static let learnedWords = [
    "declinedSharing", "notAvailable", "invalidRequest", "invalidAccount", "nothing",
  ]

  func expectation(from node: ScenarioNode) throws(ScenarioError) -> AppleExpectation {
    let fields = try node.mapping(keys: Self.expectKeys)
    var expectation = AppleExpectation()
    /// A key's value, or `{not: value}`, which records the key (as its results name it) as
    /// negated.
    func value<Value>(
      _ key: String, in fields: ScenarioMapping, named name: String? = nil,
      _ parse: (ScenarioNode) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value? {
      guard let node = fields.optional(key) else { return nil }
      let (value, negated) = try negatable(node, parse)
      if negated { expectation.negatedKeys.insert(name ?? key) }
      return value
    }
    expectation.steps = try deviceSteps(fields.optional("step"))
    if let reasonNode = fields.optional("blocked-reason") {
      expectation.blockedReasons = try perDevice(reasonNode) { node throws(ScenarioError) in
        try node.named(BlockReason.Kind.self)
      }
    }
    expectation.learned = try value("learned", in: fields) { node throws(ScenarioError) in
      try learned(from: node)
    }
    expectation.declaration = try value("declaration", in: fields) {
      node throws(ScenarioError) in
      try node.name(among: AgeRangeDeclaration.allCases.map(\.rawValue) + ["none"])
    }
    if let featureNode = fields.optional("feature") {
      expectation.features = try perDevice(featureNode) { node throws(ScenarioError) in
        try node.choice(["enabled": true, "disabled": false])
      }
    }
    expectation.question = try value("question", in: fields) { node throws(ScenarioError) in
      try node.named(NameOrNone<AppleQuestionState.Kind>.self)
    }
    expectation.parentAnswer = try value("parent-answer", in: fields) {
      node throws(ScenarioError) in AppleChoiceID(try node.name(among: Self.allChoices))
    }
    expectation.askError = try value("ask-error", in: fields) { node throws(ScenarioError) in
      try node.named(NameOrNone<AskError>.self)
    }
    if let sheetNode = fields.optional("sheet") {
      expectation.sheets = try perDevice(sheetNode) { node throws(ScenarioError) in
        try node.named(AppleSheetName.self)
      }
    }
    expectation.permissionResult = try value("permission-result", in: fields) {
      node throws(ScenarioError) in try node.named(NameOrNone<PermissionResult.Kind>.self)
    }
    if let controlsNode = fields["active-parental-controls"] {
      let (controls, negated) = try negatable(controlsNode) { node throws(ScenarioError) in
        node.isNull || (try? node.line(maximumLength: 10)) == "none"
          ? []
          : try node.list(maximumCount: 5, allowEmpty: true).map {
            node throws(ScenarioError) in
            try node.name(among: AppleParentalControl.allCases.map(\.rawValue))
          }
      }
      expectation.activeParentalControls = controls
      if negated { expectation.negatedKeys.insert("active-parental-controls") }
    }
    expectation.significantUpdateApplies = try value("significant-update-applies", in: fields) {
      node throws(ScenarioError) in try node.boolean()
    }
    if let notificationNode = fields.optional("notification") {
      expectation.notifications = try perDevice(notificationNode) { node throws(ScenarioError) in
        try node.line(maximumLength: 200)
      }
    }
    if let parentNode = fields.optional("parent-device") {
      let parent = try parentNode.mapping(keys: Self.parentDeviceKeys)
      expectation.parentQuestionShown = try value(
        "question", in: parent, named: "parent-device question"
      ) { node throws(ScenarioError) in try node.choice(["shown": true, "none": false]) }
      expectation.parentQuestionState = try value(
        "question-state", in: parent, named: "parent-device question-state"
      ) { node throws(ScenarioError) in try node.named(NameOrNone<AppleQuestionState.Kind>.self) }
      expectation.parentNotification = try parent.optional("notification").map {
        node throws(ScenarioError) in
        let (value, negated) = try negatable(node) { node throws(ScenarioError) in
          try node.line(maximumLength: 200)
        }
        return AppleExpectation.OnDevice(device: .parentPhone, value: value, negated: negated)
      }
    }
    expectation.serverNotification = try fields.optional("server-notification").map {
      node throws(ScenarioError) in try serverNotificationCheck(from: node)
    }
    if let handledNode = fields["handled"] {
      let (handled, negated) = try negatable(handledNode) { node throws(ScenarioError) in
        node.isNull
          ? []
          : try node.list(maximumCount: 50, allowEmpty: true).map {
            node throws(ScenarioError) in
            ChangeID(
              try node.name(among: changeIDs, whenNone: "nothing (the app declares no changes)"))
          }
      }
      expectation.handled = handled
      if negated { expectation.negatedKeys.insert("handled") }
    }
    if let traceNode = fields.optional("trace-contains") {
      expectation.traceContains = try texts(traceNode)
    }
    if let traceNode = fields.optional("trace-lacks") {
      expectation.traceLacks = try texts(traceNode)
    }
    expectation.rejection = try fields.optional("rejected").map {
      node throws(ScenarioError) in try rejection(from: node)
    }
    return expectation
  }

  /// `13–15` (or `13-15`), `12 or under`, `16 or over`, `declinedSharing`, an error name.
  private func learned(from node: ScenarioNode) throws(ScenarioError) -> String {
    let expected =
      "an age range (13–15, 12 or under, 16 or over), declinedSharing, an error name "
      + "(notAvailable, invalidRequest, invalidAccount) or nothing"
    let text = try node.scalarText(expected: expected).trimmingEdges()
    if Self.learnedWords.contains(text) { return text }
    let words = text.split(separator: " ")
    if words.count == 3, Int(words[0]) != nil, words[1] == "or",
      words[2] == "under" || words[2] == "over"
    {
      return text
    }
    let bounds = text.split(whereSeparator: { $0 == "-" || $0 == "–" })
    if bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), lower <= upper {
      return "\(lower)–\(upper)"
    }
    throw node.mismatch(
      expected: expected, suggestion: NameSuggester.suggestion(for: text, among: Self.learnedWords))
  }

  // MARK: - Answers

  func answers(from node: ScenarioNode) throws(ScenarioError) -> AppleDeclaredAnswers {
    let fields = try node.mapping(keys: Self.answerKeys)
    var answers = AppleDeclaredAnswers()
    answers.ageRangePrompt = try fields.optional("age-range-prompt")?.choice([
      "share": PromptAnswer.share, "decline": .decline,
    ])
    answers.askParent = try fields.optional("ask-parent")?.choice(
      ["yes": true, "no": false, "true": true, "false": false], expected: "yes or no")
    if let parentNode = fields.optional("parent") {
      if case .mapping = parentNode.node {
        let topics = try parentNode.mapping(keys: ["significant-update", "communication"])
        answers.parentOnUpdate = try topics.optional("significant-update").map {
          node throws(ScenarioError) in try parentPolicy(node, choices: Self.updateChoices)
        }
        answers.parentOnCommunication = try topics.optional("communication").map {
          node throws(ScenarioError) in try parentPolicy(node, choices: Self.communicationChoices)
        }
      } else {
        let policy = try parentPolicy(parentNode, choices: Self.allChoices)
        answers.parentOnUpdate = policy
        answers.parentOnCommunication = policy
      }
    }
    answers.acknowledges = try fields.optional("acknowledgment")?.choice([
      "acknowledge": true, "never": false,
    ])
    answers.permissionAlert = try fields.optional("permission-alert")?.choice([
      "ask-to-approve": PermissionFlow.askToApprove, "approve-in-person": .approveInPerson,
      "cancel": .acknowledgmentAlert,
    ])
    answers.entersPasscode = try fields.optional("passcode")?.choice([
      "enter": true, "cancel": false,
    ])
    return answers
  }

  private func parentPolicy(_ node: ScenarioNode, choices: [String]) throws(ScenarioError)
    -> AppleDeclaredAnswers.ParentPolicy
  {
    let names = choices + ["never"]
    let text = try node.name(among: names)
    return text == "never" ? .never : .choose(AppleChoiceID(text))
  }
}
