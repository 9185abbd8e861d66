import FlowEngine
import GooglePlay
import Scenarios

// MARK: - The `google-play:` section

extension ScenarioLoader {
  static let playKeys = [
    "account", "app", "refresh-weeks", "second-device", "installed", "script",
  ]
  static let playAccountKeys = ["supervised", "verification", "sharing"]
  static let playAppKeys = ["sdk", "age-ranges"]
  static let playStepKeys = ["do", "narration", "caption", "moment", "expect"]
  static let playVerbWords = PlayVerb.allCases.map(\.rawValue)
  static let playSharingModes: KeyValuePairs<String, PlayAccount.SharingMode> = [
    "ask-first": .askBeforeSharing, "always-share": .alwaysShare, "never-share": .neverShare,
  ]

  /// The `google-play:` block over the shared world: Play's world and its script.
  mutating func playScript(from node: ScenarioNode, world: SharedWorld) throws(ScenarioError)
    -> PlayScript
  {
    let fields = try node.mapping(keys: Self.playKeys)
    let devices: [DeviceID] =
      try fields.optional("second-device")?.boolean() == true
      ? [.childPhone, .secondDevice] : [.childPhone]
    // `installed: false`: the app is on none of them yet; `install` puts it on one.
    let installed = try fields.optional("installed")?.boolean() ?? true
    var playWorld = PlayWorld(
      today: world.today, child: try playChild(from: fields.optional("account"), world: world),
      app: try playApp(from: fields.optional("app"), config: world.app),
      devices: installed ? devices : [],
      refreshWeeks: try fields.optional("refresh-weeks")?.integer(in: 2...8)
        ?? AgeSignalsQuery.standardRefreshWeeks)
    playWorld.trace = []
    playWorld.regionRules = regionRules(of: .googlePlay, startingFrom: PlayRegionRule.builtIn)
    playWorld.regions = regions
    playWorld.storeDates = world.storeDates
    let appleHasSecondDevice = hasSecondDevice
    hasSecondDevice = devices.contains(.secondDevice)
    defer { hasSecondDevice = appleHasSecondDevice }
    var steps: [PlayScriptStep] = []
    var declared: [PlayWorld.ChangeID] = []
    for node in try fields.required("script").list(maximumCount: Self.maximumSteps) {
      steps.append(try playStep(from: node, declared: &declared))
    }
    return PlayScript(world: playWorld, steps: steps)
  }

  /// The child's account: the shared world's person, region and sharing mode, with the block's
  /// `account:` over them (docs/scenarios.md, "Google Play", has the mapping).
  private func playChild(from node: ScenarioNode?, world: SharedWorld) throws(ScenarioError)
    -> PlayChild
  {
    let fields = try node?.mapping(keys: Self.playAccountKeys)
    let supervised =
      try fields?.optional("supervised")?.boolean()
      ?? (world.parentName != nil && world.age < 18)
    let verification =
      try fields?.optional("verification")?.named(PlayAccount.Verification.self)
      ?? Self.playVerification(world.verification)
    let sharing =
      try fields?.optional("sharing")?.choice(Self.playSharingModes)
      ?? Self.playSharingMode(world.sharingMode)
    return PlayChild(
      birthdate: world.birthdate, isSupervised: supervised, verification: verification,
      region: world.regionCode, sharingMode: sharing, accountCreated: world.accountCreated)
  }

  /// The `world:` section's verification as Play's tier [I]: a card is `TIER_C`'s kind of check,
  /// an ID `TIER_D`'s, another method `TIER_C`'s.
  static func playVerification(_ verification: SharedWorld.Verification)
    -> PlayAccount.Verification
  {
    switch verification {
    case .none: .none
    case .payment, .other: .tierC
    case .governmentID: .tierD
    }
  }

  /// The `world:` section's sharing mode as Play's: the three settings correspond one to one.
  static func playSharingMode(_ mode: SharedWorld.Sharing) -> PlayAccount.SharingMode {
    switch mode {
    case .askFirst: .askBeforeSharing
    case .alwaysShare: .alwaysShare
    case .neverShare: .neverShare
    }
  }

  private func playApp(from node: ScenarioNode?, config: AppConfig) throws(ScenarioError)
    -> PlayApp
  {
    let fields = try node?.mapping(keys: Self.playAppKeys)
    let sdk = try fields?.optional("sdk")?.named(AgeSignalsSDK.self, kind: "an SDK version")
    var app = PlayApp(config: config, sdk: sdk ?? .newest)
    if let rangesNode = fields?.optional("age-ranges") {
      app.ranges = try ageRanges(from: rangesNode)
    }
    return app
  }

  /// One to three minimum ages, as Play Console takes them.
  private func ageRanges(from node: ScenarioNode) throws(ScenarioError) -> PlayAgeRanges {
    let ages = try node.list(maximumCount: 3).map { node throws(ScenarioError) in
      try node.integer(in: 1...99)
    }
    switch PlayAgeRanges.custom(ages) {
    case .success(let ranges): return ranges
    case .failure(let error): throw node.error(error.description)
    }
  }

  // MARK: - Steps

  /// One step; `declared` gathers the change IDs the script declares, so an `expect` names
  /// only changes declared by its step.
  private func playStep(from node: ScenarioNode, declared: inout [PlayWorld.ChangeID])
    throws(ScenarioError) -> PlayScriptStep
  {
    let fields = try node.mapping(keys: Self.playStepKeys)
    let action = try playAction(from: fields.required("do"))
    if case .declareChange(let id, _, _) = action, !declared.contains(id) {
      declared.append(id)
    }
    let declaredChanges = declared
    let narrationNode = fields.optional("narration")
    let captionNode = fields.optional("caption")
    var step = PlayScriptStep(
      action: action, text: PlayVerb.text(for: action),
      narration: try narrationNode?.text(maximumLength: 2000) ?? "",
      caption: try captionNode.map { node throws(ScenarioError) in try caption(from: node) }
        ?? "",
      moment: try fields.optional("moment")?.named(StoreMoment.self, kind: "a moment"),
      expectation: try fields.optional("expect").map { node throws(ScenarioError) in
        try playExpectation(from: node, declaredChanges: declaredChanges)
      } ?? PlayExpectation(),
      line: node.line)
    step.narrationLine = narrationNode?.line ?? 0
    step.narrationColumn = narrationNode?.column ?? 0
    step.captionLine = captionNode?.line ?? 0
    step.captionColumn = captionNode?.column ?? 0
    return step
  }

  private func playAction(from node: ScenarioNode) throws(ScenarioError) -> PlayAction {
    let written = try verb(of: node, expected: "a Play action such as launch, or {wait: 9 days}")
    guard let verb = PlayVerb(rawValue: written.word) else {
      throw unknownPlayVerb(written.word, at: written.at)
    }
    guard let value = written.value else {
      guard case .optionalDevice(let device) = verb.argument else {
        throw node.error(
          "the Play action \"\(written.word)\" needs a value, e.g. "
            + "`do: {\(written.word): \(Self.example(verb))}`")
      }
      return try playAction(verb, device: device, at: node)
    }
    return try playAction(verb, value: value)
  }

  private static func example(_ verb: PlayVerb) -> String {
    switch verb.argument {
    case .value(let example): example
    case .optionalDevice(let device): device.playName
    }
  }

  private func unknownPlayVerb(_ word: String, at node: ScenarioNode) -> ScenarioError {
    var message = Self.unknown("Play action", word, among: Self.playVerbWords)
    if let hint = misplacedActionHint(word, besides: .googlePlay) {
      message += " (\"\(word)\" is \(hint))"
    }
    return node.error(message)
  }

  /// A verb that takes a device, on `device`.
  private func playAction(_ verb: PlayVerb, device: DeviceID, at node: ScenarioNode)
    throws(ScenarioError) -> PlayAction
  {
    if device == .secondDevice, !hasSecondDevice {
      throw node.error("this scenario has no second Play device (set google-play.second-device)")
    }
    switch verb {
    case .launch: return .launch(device)
    case .close: return .close(device)
    case .checkAgain: return .checkAgain(device)
    case .share: return .answerSharingPrompt(device, share: true)
    case .decline: return .answerSharingPrompt(device, share: false)
    case .revoke: return .revoke(from: device)
    case .install: return .install(device)
    case .parent, .declareChange, .cancelChange, .setAgeRanges, .wait, .set:
      throw unknownPlayVerb(verb.rawValue, at: node)
    }
  }

  private func playAction(_ verb: PlayVerb, value: ScenarioNode) throws(ScenarioError)
    -> PlayAction
  {
    switch verb.argument {
    case .optionalDevice(let standard):
      let device = value.isNull ? standard : try playDevice(value)
      return try playAction(verb, device: device, at: value)
    case .value:
      break
    }
    switch verb {
    case .parent:
      return try parentAnswer(from: value)
    case .declareChange:
      return try declaredChange(from: value)
    case .cancelChange:
      return .cancelChange(id: try changeID(from: value))
    case .setAgeRanges:
      let ages = try value.list(maximumCount: ScenarioLimits.playAgeRangeCount).map {
        node throws(ScenarioError) in try node.integer(in: ScenarioLimits.playAgeValues)
      }
      return .setAgeRanges(minimumAges: ages)
    case .wait:
      return .advanceClock(days: try days(from: value, example: "9 days"))
    case .set:
      return .set(try playSetting(from: value))
    case .launch, .close, .checkAgain, .share, .decline, .revoke, .install:
      throw unknownPlayVerb(verb.rawValue, at: value)
    }
  }

  /// One of Play's device names (``DeviceID/playName``): `child-android`, `second-device`,
  /// `parent-phone`.
  private func playDevice(_ node: ScenarioNode) throws(ScenarioError) -> DeviceID {
    let names = DeviceID.allCases.map(\.playName)
    return DeviceID(playName: try node.name(among: names, kind: "a Play device")) ?? .childPhone
  }

  /// `approve`, `decline`, or `{answer: approve, on: child-android}`.
  private func parentAnswer(from value: ScenarioNode) throws(ScenarioError) -> PlayAction {
    let answers: KeyValuePairs<String, Bool> = ["approve": true, "decline": false]
    guard case .mapping = value.node else {
      return .parentAnswers(from: .parentPhone, approve: try value.choice(answers))
    }
    let fields = try value.mapping(keys: ["answer", "on"])
    return .parentAnswers(
      from: try fields.optional("on").map { node throws(ScenarioError) in try playDevice(node) }
        ?? .parentPhone,
      approve: try fields.required("answer").choice(answers))
  }

  /// `ID "description" DATE`, or `{id: ID, description: TEXT, effective: DATE}`.
  private func declaredChange(from value: ScenarioNode) throws(ScenarioError) -> PlayAction {
    if case .mapping = value.node {
      let fields = try value.mapping(keys: ["id", "description", "effective"])
      return .declareChange(
        id: try changeID(from: fields.required("id")),
        description: try fields.required("description").line(
          maximumLength: ScenarioLimits.changeDescriptionLength),
        effective: try fields.required("effective").date())
    }
    let expected = "ID \"description\" YYYY-MM-DD, e.g. \(Self.example(.declareChange))"
    let change = try writtenChange(from: value, expected: expected, withDate: true)
    guard let effective = change.date else { throw value.mismatch(expected: expected) }
    return .declareChange(
      id: PlayWorld.ChangeID(change.id), description: change.description, effective: effective)
  }

  private func changeID(from node: ScenarioNode) throws(ScenarioError) -> PlayWorld.ChangeID {
    PlayWorld.ChangeID(try changeIDText(from: node))
  }

  /// `{verification: tier-c}` or `verification tier-c`.
  private func playSetting(from node: ScenarioNode) throws(ScenarioError) -> PlaySetting {
    let written = try setting(
      from: node, names: PlaySettingName.allCases.map(\.rawValue),
      example: "{verification: tier-c}")
    return try playSetting(
      PlaySettingName(rawValue: written.name) ?? .verification, text: written.text, at: written.at)
  }

  /// The value of setting `name`: `text` when it came after the name in one scalar, else the
  /// node's own.
  private func playSetting(_ name: PlaySettingName, text: String?, at node: ScenarioNode)
    throws(ScenarioError) -> PlaySetting
  {
    func word<Value>(_ options: [(String, Value)]) throws(ScenarioError) -> Value {
      try settingWord(options, setting: name.rawValue, text: text, at: node)
    }
    switch name {
    case .verification:
      return .verification(try word(PlayAccount.Verification.allCases.map { ($0.rawValue, $0) }))
    case .supervised:
      return .supervised(try word([("true", true), ("false", false)]))
    case .region:
      let code = try word(regions.codes.map { ($0.rawValue, $0) })
      return .region(code)
    case .accountCreated:
      var given = text ?? ""
      if text == nil { given = try node.scalarText(expected: "a date as YYYY-MM-DD, or none") }
      guard given != "none" else { return .accountCreated(nil) }
      guard let day = SimDate(iso: given) else {
        throw node.error(
          "\(name.rawValue): "
            + (ScenarioNode.isDateShaped(given)
              ? "\(given) is not a real date"
              : "expected a date as YYYY-MM-DD, or none, found \"\(given)\""))
      }
      return .accountCreated(day)
    case .sharing:
      return .sharingMode(try word(Self.playSharingModes.map { ($0.key, $0.value) }))
    case .sdk:
      return .sdk(try word(AgeSignalsSDK.allCases.map { ($0.rawValue, $0) }))
    case .fault:
      let errors: [(String, AgeSignalsError?)] =
        [("none", nil)] + AgeSignalsError.allCases.map { ($0.rawValue, $0) }
      return .fault(try word(errors))
    case .storeDates:
      return .storeDates(try word(StoreDateReading.allCases.map { ($0.rawValue, $0) }))
    }
  }
}
