import Apple
import FlowEngine

// MARK: - The world: person, app, region table, assumptions

extension ScenarioLoader {
  static let worldKeys = [
    "today", "os", "region", "person", "parent", "second-device", "app", "regions",
    "assumptions", "screen-time-passcode", "faults", "main-device", "eligibility",
    "app-store-environment",
  ]
  static let personKeys = [
    "name", "birthdate", "age", "family", "signed-in", "managed-account", "verification",
    "communication-limits", "sharing-mode", "account-created", "contact-sync",
  ]
  static let appKeys = [
    "name", "bundle-id", "gates", "feature", "version", "installed-at", "question-expiry-days",
    "changes", "permission-flow", "communication-api", "app-apple-id",
  ]
  static let permissionFlows: KeyValuePairs<String, PermissionFlow> = [
    "acknowledgment-alert": .acknowledgmentAlert, "approve-in-person": .approveInPerson,
    "ask-to-approve": .askToApprove,
  ]
  static let askAPIs: KeyValuePairs<String, AskAPI> = [
    "automatic": .automatic, "communication-limits": .communicationLimits,
    "communication-limits-button": .communicationLimitsButton, "ask-center": .askCenter,
    "ask-permission-action": .askPermissionAction,
  ]
  static let appStoreEnvironments: KeyValuePairs<String, AppStoreEnvironment> = [
    "sandbox": .sandbox, "production": .production, "local-testing": .localTesting,
  ]
  static let osVersions: KeyValuePairs<String, OSVersion> = [
    "26.0": .v26, "26.1": .v26dot1, "26.2": .v26dot2, "26.4": .v26dot4, "26.5": .v26dot5,
    "27.0": .v27,
  ]
  static let verifications: KeyValuePairs<String, AdultVerification> = [
    "none": AdultVerification.none, "payment": .payment, "government-id": .governmentID,
    "other": .other,
  ]
  static let lawReadings: KeyValuePairs<String, LawReading> = [
    "statute": .statute, "apple-announced": .appleAnnounced,
  ]
  static let storeDateReadings: KeyValuePairs<String, StoreDateReading> = [
    "statute": .statute, "to-be-determined": .toBeDetermined,
  ]
  static let sharingModes: KeyValuePairs<String, SharingMode> = [
    "always-share": .alwaysShare, "ask-first": .askFirst, "never-share": .neverShare,
  ]

  mutating func world(from node: ScenarioNode) throws(ScenarioError) -> World {
    let fields = try node.mapping(keys: Self.worldKeys)
    if let rows = fields.optional("regions") {
      try readRegions(from: rows)
    }
    let today = try fields.required("today").date()
    let os = try fields.optional("os").map { node throws(ScenarioError) in
      try node.choice(Self.osVersions, suggests: false)
    }
    let regionCode = try region(from: fields.required("region"))
    let parentName = try fields.optional("parent").map { node throws(ScenarioError) in
      try node.line(maximumLength: 40)
    }
    let person = try person(
      from: fields.required("person"), today: today, hasParent: parentName != nil)
    let secondDevice = try fields.optional("second-device").map { node throws(ScenarioError) in
      try node.choice(["ipad": DeviceKind?.some(.iPad), "mac": .some(.mac), "none": nil])
    }
    hasSecondDevice = secondDevice.flatMap { $0 } != nil
    let (app, appleCalls) = try app(from: fields.optional("app"))
    let assumptions = try fields.optional("assumptions").map { node throws(ScenarioError) in
      try assumptionsPatch(from: node).applied(to: .standard)
    }
    let passcode = try fields.optional("screen-time-passcode").map {
      node throws(ScenarioError) in try self.passcode(from: node)
    }
    var world = World(
      person: person, parentName: parentName, regionCode: regionCode, regions: regions,
      regionRules: appleRegionRules,
      os: os ?? .newest26, today: today, assumptions: assumptions ?? .standard, app: app,
      secondDevice: secondDevice.flatMap { $0 },
      screenTimePasscode: passcode ?? World.defaultScreenTimePasscode)
    world.permissionFlow = appleCalls.permissionFlow
    world.communicationAPI = appleCalls.communicationAPI
    world.appAppleID = appleCalls.appAppleID
    world.appStoreEnvironment =
      try fields.optional("app-store-environment")?.choice(Self.appStoreEnvironments)
      ?? .sandbox
    world.mainDevice =
      try fields.optional("main-device")?.choice([
        "iphone": DeviceKind.iPhone, "ipad": .iPad, "mac": .mac,
      ]) ?? .iPhone
    world.eligibility =
      try fields.optional("eligibility")?.choice([
        "region": Bool?.none, "true": .some(true), "false": .some(false),
      ]) ?? nil
    if let faultsNode = fields.optional("faults") {
      for item in try faultsNode.list(maximumCount: 5, allowEmpty: true) {
        world.faults.insert(try item.choice(["ask-system-error": InjectedFault.askSystemError]))
      }
    }
    return world
  }

  /// A Screen Time passcode: four digits, as Screen Time sets it (quote it: `"0420"`).
  func passcode(from node: ScenarioNode) throws(ScenarioError) -> String {
    let text = try node.scalarText(expected: "a four-digit passcode such as \"1234\"")
    guard text.count == ScenarioLimits.passcodeLength,
      text.allSatisfy({ $0.isASCII && $0.isNumber })
    else {
      throw node.mismatch(expected: "a four-digit passcode such as \"1234\"")
    }
    return text
  }

  /// A region code in the table (built-in rows plus the file's), as the table spells it.
  func region(from node: ScenarioNode) throws(ScenarioError) -> RegionCode {
    let code = try node.line(maximumLength: ScenarioLimits.regionCodeLength)
    guard let region = regions.region(code: RegionCode(code)) else {
      throw node.error(
        "unknown region \"\(code)\""
          + (NameSuggester.suggestion(for: code, among: regions.codes.map(\.rawValue)).map {
            "; did you mean \"\($0)\"?"
          } ?? "")
          + " (known: \(regions.codes.joined(separator: ", ")); add a row under world.regions "
          + "for another)")
    }
    return region.code
  }

  private func person(from node: ScenarioNode, today: SimDate, hasParent: Bool)
    throws(ScenarioError) -> Person
  {
    let fields = try node.mapping(keys: Self.personKeys)
    let name = try fields.required("name").line(maximumLength: 40)
    let birthdate: SimDate
    switch (fields.optional("birthdate"), fields.optional("age")) {
    case (let dateNode?, let ageNode?):
      let later = dateNode.line > ageNode.line ? dateNode : ageNode
      throw later.error(
        "give either birthdate or age, not both (age counts back from world.today)")
    case (let dateNode?, nil):
      birthdate = try dateNode.date()
      guard birthdate <= today else {
        throw dateNode.error("the birthdate \(birthdate) is after world.today (\(today))")
      }
      guard birthdate.wholeYears(until: today) <= 120 else {
        throw dateNode.error("the birthdate \(birthdate) makes the person older than 120")
      }
    case (nil, let ageNode?):
      birthdate = today.adding(years: -(try ageNode.integer(in: 0...120)))
    case (nil, nil):
      throw node.error("missing \"birthdate\" or \"age\" (give one)")
    }
    var person = Person(
      name: name, birthdate: birthdate,
      isInFamily: try fields.optional("family")?.boolean() ?? hasParent,
      isSignedIn: try fields.optional("signed-in")?.boolean() ?? true,
      isManagedAccount: try fields.optional("managed-account")?.boolean() ?? false,
      verification: try fields.optional("verification")?.choice(Self.verifications) ?? .none,
      hasCommunicationLimits: try fields.optional("communication-limits")?.boolean() ?? false,
      sharingMode: try fields.optional("sharing-mode")?.choice(Self.sharingModes) ?? .askFirst,
      accountCreated: try accountCreated(from: fields.optional("account-created"), today: today))
    person.hasContactSync = try fields.optional("contact-sync")?.boolean() ?? true
    return person
  }

  /// `account-created: YYYY-MM-DD`, on or before `world.today`.
  private func accountCreated(from node: ScenarioNode?, today: SimDate) throws(ScenarioError)
    -> SimDate?
  {
    guard let node else { return nil }
    let day = try node.date()
    guard day <= today else {
      throw node.error("the account is created \(day), after world.today (\(today))")
    }
    return day
  }

  /// Enough to break Apple's limit of three, few enough to read in a report.
  static let maximumGateCount = ScenarioLimits.appGateCount

  /// The keys that describe the app's release history; they come from the scenario or from
  /// the default app as one, so that a scenario's own `version: "1.0"` is not given the
  /// default's 2.0 change or install version.
  static let appHistoryKeys = ["version", "installed-at", "changes"]

  /// The default app's text (`Sources/Scenarios/Defaults/default-app.yaml`), parsed once.
  static let defaultApp: Result<YAMLNode?, ScenarioError> = Result {
    () throws(ScenarioError) -> YAMLNode? in
    try YAMLComposer.compose(
      String(decoding: PackageResources.default_app_yaml, as: UTF8.self),
      file: "built-in:default-app")
  }

  /// The scenario's `app:` with every key it leaves out taken from the default app.
  private func appFields(from node: ScenarioNode?) throws(ScenarioError) -> ScenarioMapping {
    let own = try node.map { node throws(ScenarioError) in try node.mapping(keys: Self.appKeys) }
    guard let defaultRoot = try Self.defaultApp.get() else {
      throw ScenarioError(
        file: "built-in:default-app", line: 1, column: 1, message: "the default app is empty")
    }
    let defaults = try ScenarioNode(node: defaultRoot, path: "world.app", file: file)
      .mapping(keys: Self.appKeys)
    guard let own else { return defaults }
    let ownsHistory = Self.appHistoryKeys.contains { own.has($0) }
    let inherited = defaults.entries.filter { entry in
      !own.has(entry.key) && !(ownsHistory && Self.appHistoryKeys.contains(entry.key))
    }
    return ScenarioMapping(owner: own.owner, entries: own.entries + inherited)
  }

  /// The app, and what only Apple's platform knows of it (which the world keeps: `AppConfig`
  /// is every platform's): the two PermissionKit calls it makes and its Apple ID.
  private mutating func app(
    from node: ScenarioNode?
  ) throws(ScenarioError) -> (
    AppConfig,
    (permissionFlow: PermissionFlow, communicationAPI: AskAPI, appAppleID: Int?)
  ) {
    let fields = try appFields(from: node)
    let name = try fields.required("name").line(maximumLength: 40)
    let bundleNode = try fields.required("bundle-id")
    let bundleID = try bundleNode.line(maximumLength: 100)
    guard bundleID.contains("."), !bundleID.contains(" ") else {
      throw bundleNode.mismatch(expected: "a bundle identifier such as com.example.app")
    }
    // Any number of gates in a sane range: Apple's rules (one to three, non-negative, two
    // years apart) are the simulated API's to enforce, so a file can show `invalidRequest`.
    let gates = try appGates(from: fields.required("gates"))
    let featureFields = try fields.required("feature").mapping(keys: ["name", "minimum-age"])
    let featureName = try featureFields.required("name").line(maximumLength: 40)
    let minimumAge = try featureFields.required("minimum-age").integer(in: 0...120)
    let versionNode = try fields.required("version")
    let version = try versionNode.version()
    let installedNode = fields.optional("installed-at")
    let installed = try installedNode?.version() ?? AppVersion("1.0") ?? version
    if let installedNode, installed > version {
      throw installedNode.error(
        "the original install version \(installed) is newer than the app's version \(version)")
    }
    var expiry: Int? = 7
    if let expiryNode = fields["question-expiry-days"] {
      expiry = expiryNode.isNull ? nil : try expiryNode.integer(in: 1...3650)
    }
    var changes: [SignificantChange] = []
    if let list = fields.optional("changes") {
      for item in try list.list(maximumCount: 50, allowEmpty: true) {
        let change = try self.change(from: item)
        if let first = changes.firstIndex(where: { $0.id == change.id }) {
          throw (try item.mapping(keys: ["id", "version", "description"]).required("id")).error(
            "duplicate change id \"\(change.id)\" (already used by changes[\(first + 1)])")
        }
        changes.append(change)
      }
    }
    changeIDs = changes.map(\.id.rawValue)
    let app = AppConfig(
      name: name, bundleID: bundleID, gates: gates, featureName: featureName,
      featureMinimumAge: minimumAge, changes: changes, currentVersion: version,
      originalInstallVersion: installed, questionExpiryDays: expiry)
    return (
      app,
      (
        try fields.optional("permission-flow")?.choice(Self.permissionFlows) ?? .standard,
        try fields.optional("communication-api")?.choice(Self.askAPIs) ?? .automatic,
        try fields.optional("app-apple-id").map { node throws(ScenarioError) in
          try appAppleID(from: node)
        }
      )
    )
  }

  /// The largest Apple ID a JSON reader of any language keeps exactly (2^53 − 1).
  static let maximumAppAppleID = 9_007_199_254_740_991

  /// `app-apple-id`: the app's Apple ID in App Store Connect, a positive whole number.
  private func appAppleID(from node: ScenarioNode) throws(ScenarioError) -> Int {
    let expected =
      "the app's Apple ID: a whole number from 1 to \(Self.maximumAppAppleID), such as 1234567890"
    guard let id = Self.appAppleID(try node.scalarText(expected: expected).trimmingEdges())
    else { throw node.mismatch(expected: expected) }
    return id
  }

  /// An Apple ID written in digits, from 1 to ``maximumAppAppleID``; nil for anything else.
  static func appAppleID(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text),
      (1...maximumAppAppleID).contains(id)
    else { return nil }
    return id
  }

  private func change(from node: ScenarioNode) throws(ScenarioError) -> SignificantChange {
    let fields = try node.mapping(keys: ["id", "version", "description"])
    let idNode = try fields.required("id")
    let id = try idNode.line(maximumLength: 60)
    guard !id.contains(" ") else {
      throw idNode.mismatch(expected: "an identifier without spaces, such as video-calling")
    }
    return SignificantChange(
      id: ChangeID(id), introducedIn: try fields.required("version").version(),
      description: try fields.required("description").text(maximumLength: 500))
  }

  /// An app's gates: any number up to ten in a sane range; Apple's rules (one to three,
  /// non-negative, two years apart) are the simulated API's to enforce, so a file can show
  /// `invalidRequest`.
  func appGates(from node: ScenarioNode) throws(ScenarioError) -> [Int] {
    try node.list(maximumCount: Self.maximumGateCount, allowEmpty: true).map {
      node throws(ScenarioError) in try node.integer(in: ScenarioLimits.appGateValues)
    }
  }

  func assumptionsPatch(from node: ScenarioNode) throws(ScenarioError) -> AssumptionsPatch {
    let fields = try node.mapping(keys: [
      "declined-sharing", "caches-declines", "clamps-gates-to-majority",
      "notifies-on-regulated-share", "law-dates", "store-dates",
    ])
    return AssumptionsPatch(
      declinedSharing: try fields.optional("declined-sharing")?.choice([
        "block": DeclinedSharingPolicy.block, "treat-as-minor": .treatAsMinor,
      ]),
      cachesDeclines: try fields.optional("caches-declines")?.boolean(),
      clampsGatesToMajority: try fields.optional("clamps-gates-to-majority")?.boolean(),
      notifiesOnRegulatedShare: try fields.optional("notifies-on-regulated-share")?.boolean(),
      lawDates: try fields.optional("law-dates")?.choice(Self.lawReadings),
      storeDates: try fields.optional("store-dates")?.choice(Self.storeDateReadings))
  }
}
