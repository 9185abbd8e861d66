import AmazonAppstore
import FlowEngine
import Scenarios

// MARK: - The `amazon-appstore:` section

extension ScenarioLoader {
  static let amazonKeys = [
    "profile", "assumptions", "test-option", "fault", "second-device", "asin", "script",
  ]
  static let amazonProfileKeys = ["supervised", "verified", "consent", "consented-on", "user-id"]
  static let amazonAssumptionKeys = ["texas", "error-shape", "change-consent", "alabama"]
  static let amazonStepKeys = ["do", "narration", "caption", "moment", "expect"]
  /// The consents a profile may start with; a revocation is the script's `revoke`.
  static let amazonStartingConsents: [AmazonConsent] = [.granted, .pending, .none]

  /// The `amazon-appstore:` block over the shared world: Amazon's world and its script.
  mutating func amazonScript(from node: ScenarioNode, world: SharedWorld) throws(ScenarioError)
    -> AmazonScript
  {
    let fields = try node.mapping(keys: Self.amazonKeys)
    let devices: [DeviceID] =
      try fields.optional("second-device")?.boolean() == true
      ? [.childPhone, .secondDevice] : [.childPhone]
    let assumptions = try amazonAssumptions(from: fields.optional("assumptions"))
    let asin = try fields.optional("asin")?.line(maximumLength: 40) ?? AmazonApp.exampleASIN
    var amazonWorld = try amazonWorld(
      from: fields.optional("profile"), world: world, devices: devices,
      app: AmazonApp(config: world.app, asin: asin), assumptions: assumptions)
    amazonWorld.testOption =
      try fields.optional("test-option").map {
        node throws(ScenarioError) in try testOption(from: node)
      } ?? nil
    amazonWorld.fault =
      try fields.optional("fault").map { node throws(ScenarioError) in
        try fault(from: node)
      } ?? nil
    let appleHasSecondDevice = hasSecondDevice
    hasSecondDevice = devices.contains(.secondDevice)
    defer { hasSecondDevice = appleHasSecondDevice }
    var steps: [AmazonScriptStep] = []
    for node in try fields.required("script").list(maximumCount: Self.maximumSteps) {
      steps.append(try amazonStep(from: node))
    }
    return AmazonScript(world: amazonWorld, steps: steps)
  }

  /// The user's profile: the shared world's person and region, with the block's `profile:`
  /// over them (docs/scenarios.md, "Amazon Appstore", has the mapping).
  private func amazonWorld(
    from node: ScenarioNode?, world: SharedWorld, devices: [DeviceID], app: AmazonApp,
    assumptions: AmazonAssumptions
  ) throws(ScenarioError) -> AmazonWorld {
    let fields = try node?.mapping(keys: Self.amazonProfileKeys)
    let supervised =
      try fields?.optional("supervised")?.boolean() ?? (world.parentName != nil && world.age < 18)
    let verified = try fields?.optional("verified")?.boolean() ?? (world.verification != .none)
    let consentNode = fields?.optional("consent")
    let consent =
      try consentNode.map { node throws(ScenarioError) in
        let name = try node.name(
          among: Self.amazonStartingConsents.map(\.rawValue),
          kind: "a starting consent (a revocation is the script's `revoke`)")
        return AmazonConsent(rawValue: name) ?? .none
      } ?? (supervised ? .granted : .none)
    if consent != .none, !supervised, let consentNode {
      throw consentNode.error("only a supervised profile has a parent's consent")
    }
    let consentedOnNode = fields?.optional("consented-on")
    let consentedOn = try consentedOnNode?.date() ?? world.today
    if let consentedOnNode {
      guard consent == .granted else {
        throw consentedOnNode.error("consented-on needs consent: granted")
      }
      guard consentedOn <= world.today else {
        throw consentedOnNode.error(
          "the consent cannot come after the scenario's day (\(world.today))")
      }
    }
    let child = AmazonChild(
      birthdate: world.birthdate, isSupervised: supervised, isVerified: verified,
      region: world.regionCode,
      userId: try fields?.optional("user-id")?.line(maximumLength: 100)
        ?? AmazonAccount.exampleUserId)
    var amazonWorld = AmazonWorld(
      today: world.today, child: child, app: app,
      consentedOn: consent == .granted ? consentedOn : nil, devices: devices,
      assumptions: assumptions)
    if consent == .pending {
      amazonWorld.requests = [
        AmazonConsentRequest(id: 1, changeIDs: [], sentOn: world.today, state: .pending)
      ]
    }
    return amazonWorld
  }

  private func amazonAssumptions(from node: ScenarioNode?) throws(ScenarioError)
    -> AmazonAssumptions
  {
    guard let fields = try node?.mapping(keys: Self.amazonAssumptionKeys) else {
      return .standard
    }
    var assumptions = AmazonAssumptions.standard
    if let texas = fields.optional("texas") {
      assumptions.texas = try texas.named(AmazonTexasReading.self, kind: "a Texas reading")
    }
    if let shape = fields.optional("error-shape") {
      assumptions.errorShape = try shape.named(AmazonErrorShape.self, kind: "an error shape")
    }
    if let change = fields.optional("change-consent") {
      assumptions.changeConsent = try change.named(
        AmazonChangeConsent.self, kind: "a change-consent reading")
    }
    if let alabama = fields.optional("alabama") {
      assumptions.alabama = try alabama.boolean()
    }
    return assumptions
  }

  /// `1`…`11`, the option of Amazon's sample test provider, or `none`.
  private func testOption(from node: ScenarioNode) throws(ScenarioError) -> AmazonTestOption? {
    if case .scalar = node.node, (try? node.line(maximumLength: 10)) == "none" { return nil }
    let number = try node.integer(in: 1...AmazonTestOption.allCases.count)
    return AmazonTestOption(rawValue: number)
  }

  /// A `responseStatus` other than SUCCESS, or `none`.
  private func fault(from node: ScenarioNode) throws(ScenarioError) -> AmazonResponseStatus? {
    let names = ["none"] + AmazonResponseStatus.faults.map(\.rawValue)
    let name = try node.name(among: names, kind: "a fault (a responseStatus) or none")
    return AmazonResponseStatus(rawValue: name)
  }

  // MARK: - Steps

  private func amazonStep(from node: ScenarioNode) throws(ScenarioError) -> AmazonScriptStep {
    let fields = try node.mapping(keys: Self.amazonStepKeys)
    let action = try amazonAction(from: fields.required("do"))
    let narrationNode = fields.optional("narration")
    let captionNode = fields.optional("caption")
    var step = AmazonScriptStep(
      action: action, text: AmazonVerb.text(for: action),
      narration: try narrationNode?.text(maximumLength: 2000) ?? "",
      caption: try captionNode.map { node throws(ScenarioError) in try caption(from: node) }
        ?? "",
      moment: try fields.optional("moment")?.named(StoreMoment.self, kind: "a moment"),
      expectation: try fields.optional("expect").map { node throws(ScenarioError) in
        try amazonExpectation(from: node)
      } ?? AmazonExpectation(),
      line: node.line)
    step.narrationLine = narrationNode?.line ?? 0
    step.narrationColumn = narrationNode?.column ?? 0
    step.captionLine = captionNode?.line ?? 0
    step.captionColumn = captionNode?.column ?? 0
    return step
  }

  private func amazonAction(from node: ScenarioNode) throws(ScenarioError) -> AmazonAction {
    let written = try verb(
      of: node, expected: "an Amazon action such as launch, or {wait: 1 day}")
    guard let verb = AmazonVerb(rawValue: written.word) else {
      throw written.at.error(
        Self.unknown("Amazon action", written.word, among: AmazonVerb.allCases.map(\.rawValue)))
    }
    switch verb.argument {
    case .optionalDevice(let standard):
      let device =
        try written.value.map { value throws(ScenarioError) in
          value.isNull ? standard : try amazonDevice(value)
        } ?? standard
      return try amazonAction(verb, device: device, at: written.value ?? node)
    case .value(let example):
      guard let value = written.value else {
        throw node.error(
          "the Amazon action \"\(written.word)\" needs a value, e.g. "
            + "`do: {\(written.word): \(example)}`")
      }
      return try amazonAction(verb, value: value)
    }
  }

  /// A verb that takes a device, on `device`.
  private func amazonAction(_ verb: AmazonVerb, device: DeviceID, at node: ScenarioNode)
    throws(ScenarioError) -> AmazonAction
  {
    if device == .secondDevice, !hasSecondDevice {
      throw node.error(
        "this scenario has no second Amazon device (set amazon-appstore.second-device)")
    }
    switch verb {
    case .launch: return .launch(device)
    case .close: return .close(device)
    case .queryAgain: return .queryAgain(device)
    case .consent: return .parentConsents(from: device)
    case .withhold: return .parentWithholds(from: device)
    case .revoke: return .parentRevokes(from: device)
    case .reportChange, .wait, .set:
      throw node.error("the Amazon action \"\(verb.rawValue)\" takes a value, not a device")
    }
  }

  private func amazonAction(_ verb: AmazonVerb, value: ScenarioNode) throws(ScenarioError)
    -> AmazonAction
  {
    switch verb {
    case .reportChange: return try reportedChange(from: value)
    case .wait: return .advanceClock(days: try days(from: value, example: "1 day"))
    case .set: return .set(try amazonSetting(from: value))
    case .launch, .close, .queryAgain, .consent, .withhold, .revoke:
      throw value.error("the Amazon action \"\(verb.rawValue)\" takes a device")
    }
  }

  /// One of Amazon's device names: `child-fire-tablet`, `second-device`, `parent-device`.
  private func amazonDevice(_ node: ScenarioNode) throws(ScenarioError) -> DeviceID {
    let names = DeviceID.allCases.map(\.amazonName)
    return DeviceID(amazonName: try node.name(among: names, kind: "an Amazon device"))
      ?? .childPhone
  }

  /// `ID "description"`, or `{id: ID, description: TEXT}`.
  private func reportedChange(from value: ScenarioNode) throws(ScenarioError) -> AmazonAction {
    if case .mapping = value.node {
      let fields = try value.mapping(keys: ["id", "description"])
      return .reportChange(
        id: ChangeID(try changeIDText(from: fields.required("id"))),
        description: try fields.required("description").line(
          maximumLength: ScenarioLimits.changeDescriptionLength))
    }
    let change = try writtenChange(
      from: value, expected: "ID \"description\", e.g. \(AmazonVerb.reportChange.exampleText)",
      withDate: false)
    return .reportChange(id: ChangeID(change.id), description: change.description)
  }

  /// `{test-option: 7}`, `{fault: INTERNAL_TRANSIENT_ERROR}`, or `test-option 7`.
  private func amazonSetting(from node: ScenarioNode) throws(ScenarioError) -> AmazonSetting {
    let written = try setting(
      from: node, names: AmazonSettingName.allCases.map(\.rawValue), example: "{test-option: 7}")
    func word<Value>(_ options: [(String, Value)]) throws(ScenarioError) -> Value {
      try settingWord(options, setting: written.name, text: written.text, at: written.at)
    }
    let booleans = [("true", true), ("false", false)]
    switch AmazonSettingName(rawValue: written.name) ?? .fault {
    case .testOption:
      return .testOption(
        try word(
          [("none", nil)] + AmazonTestOption.allCases.map { ("\($0.rawValue)", Optional($0)) }))
    case .fault:
      return .fault(
        try word([("none", nil)] + AmazonResponseStatus.faults.map { ($0.rawValue, Optional($0)) }))
    case .region:
      return .region(try word(regions.codes.map { ($0.rawValue, $0) }))
    case .supervised:
      return .supervised(try word(booleans))
    case .verified:
      return .verified(try word(booleans))
    }
  }
}
