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
      return .advanceClock(days: try days(from: value))
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
    let text = try value.line(maximumLength: 300).trimmingEdges()
    guard let firstSpace = text.firstIndex(of: " "), let lastSpace = text.lastIndex(of: " "),
      firstSpace < lastSpace
    else { throw value.mismatch(expected: expected) }
    let id = String(text[..<firstSpace])
    let quoted = String(text[text.index(after: firstSpace)..<lastSpace]).trimmingEdges()
    guard quoted.count >= 3, quoted.hasPrefix("\""), quoted.hasSuffix("\""),
      Self.isKebabCase(id)
    else { throw value.mismatch(expected: expected) }
    guard let effective = SimDate(iso: String(text[text.index(after: lastSpace)...])) else {
      throw value.error(
        "expected the effective date as YYYY-MM-DD at the end, found \(value.found)")
    }
    let description = String(quoted.dropFirst().dropLast())
    let limit = ScenarioLimits.changeDescriptionLength
    guard description.count <= limit else {
      throw value.error(
        "the description is \(description.count) characters long; at most \(limit) are allowed")
    }
    return .declareChange(
      id: PlayWorld.ChangeID(id), description: description, effective: effective)
  }

  private func changeID(from node: ScenarioNode) throws(ScenarioError) -> PlayWorld.ChangeID {
    let text = try node.line(maximumLength: ScenarioLimits.changeIDLength)
    guard Self.isKebabCase(text) else {
      throw node.mismatch(expected: "a kebab-case change ID such as video-calling")
    }
    return PlayWorld.ChangeID(text)
  }

  /// `9 days`, `1 day`.
  private func days(from node: ScenarioNode) throws(ScenarioError) -> Int {
    let expected = "a number of days such as 9 days"
    let parts = try node.scalarText(expected: expected).split(separator: " ")
    guard parts.count == 2, let count = Int(parts[0]), parts[1] == "day" || parts[1] == "days"
    else { throw node.mismatch(expected: expected) }
    guard (1...3650).contains(count) else {
      throw node.error("expected from 1 to 3650 days, found \(count)")
    }
    return count
  }

  /// `{verification: tier-c}` or `verification tier-c`.
  private func playSetting(from node: ScenarioNode) throws(ScenarioError) -> PlaySetting {
    let names = PlaySettingName.allCases.map(\.rawValue)
    let name: PlaySettingName
    let value: ScenarioNode
    if case .mapping = node.node {
      let fields = try node.mapping(keys: names)
      guard fields.entries.count == 1, let entry = fields.entries.first else {
        throw node.error(
          "expected one setting, found \(fields.entries.count) (write each as its own step)")
      }
      name = PlaySettingName(rawValue: entry.key) ?? .verification
      value = entry.value
    } else {
      let expected = "a setting and its value such as {verification: tier-c}"
      let text = try node.scalarText(expected: expected)
      let words = text.split(separator: " ")
      guard words.count == 2 else { throw node.mismatch(expected: expected) }
      guard let named = PlaySettingName(rawValue: String(words[0])) else {
        throw node.mismatch(
          expected: "a setting: \(ScenarioNode.list(names))",
          suggestion: NameSuggester.suggestion(for: String(words[0]), among: names))
      }
      name = named
      value = node
      return try playSetting(name, text: String(words[1]), at: value)
    }
    return try playSetting(name, text: nil, at: value)
  }

  /// The value of setting `name`: `text` when it came after the name in one scalar, else the
  /// node's own.
  private func playSetting(_ name: PlaySettingName, text: String?, at node: ScenarioNode)
    throws(ScenarioError) -> PlaySetting
  {
    func word<Value>(_ options: [(String, Value)]) throws(ScenarioError) -> Value {
      let names = options.map(\.0)
      var given = text ?? ""
      if text == nil {
        given = try node.scalarText(expected: ScenarioNode.list(names))
      }
      if let match = options.first(where: { $0.0 == given }) { return match.1 }
      throw node.error(
        "\(name.rawValue): expected \(ScenarioNode.list(names)), found \"\(given)\""
          + (NameSuggester.suggestion(for: given, among: names).map { "; did you mean \"\($0)\"?" }
            ?? ""))
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
