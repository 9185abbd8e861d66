import FlowEngine

// MARK: - The shared world: day, region table, person, parent, app, assumptions

extension ScenarioLoader {
  /// The keys of `world:` every store reads; each store's section's follow.
  static let sharedWorldKeys = [
    "today", "region", "person", "parent", "app", "regions", "assumptions",
  ]
  /// The keys of `world.person` every store reads.
  static let sharedPersonKeys = [
    "name", "birthdate", "age", "verification", "sharing-mode", "account-created",
  ]
  /// The keys of `world.app` every store reads.
  static let sharedAppKeys = [
    "name", "bundle-id", "gates", "feature", "version", "installed-at", "question-expiry-days",
    "changes",
  ]
  /// The words `verification` takes.
  public static let verifications: KeyValuePairs<String, SharedWorld.Verification> = [
    "none": SharedWorld.Verification.none, "payment": .payment, "government-id": .governmentID,
    "other": .other,
  ]
  /// The words a law period's `reading` takes.
  public static let lawReadings: KeyValuePairs<String, LawReading> = [
    "statute": .statute, "apple-announced": .storeAnnounced,
  ]
  static let storeDateReadings: KeyValuePairs<String, StoreDateReading> = [
    "statute": .statute, "to-be-determined": .toBeDetermined,
  ]
  /// The words `sharing-mode` takes.
  public static let sharingModes: KeyValuePairs<String, SharedWorld.Sharing> = [
    "always-share": .alwaysShare, "ask-first": .askFirst, "never-share": .neverShare,
  ]

  /// Reads `world:`: its region rows first (every store's rules for them), then what every store
  /// reads; each store's own keys there are its section's to read.
  mutating func world(from node: ScenarioNode) throws(ScenarioError) -> WorldSection {
    let fields = try node.mapping(keys: Self.sharedWorldKeys + sections.flatMap(\.keys.world))
    if let rows = fields.optional("regions") {
      try readRegions(from: rows)
    }
    let today = try fields.required("today").date()
    let regionCode = try region(from: fields.required("region"))
    let parentName = try fields.optional("parent").map { node throws(ScenarioError) in
      try node.line(maximumLength: 40)
    }
    let personFields = try fields.required("person").mapping(
      keys: Self.sharedPersonKeys + sections.flatMap(\.keys.person))
    let person = try person(from: personFields, today: today)
    let appFields = try appFields(from: fields.optional("app"))
    let app = try app(from: appFields)
    let assumptions = try fields.optional("assumptions").map { node throws(ScenarioError) in
      try assumptionsPatch(from: node).applied(to: .standard)
    }
    let shared = SharedWorld(
      today: today, personName: person.name, birthdate: person.birthdate,
      accountCreated: person.accountCreated, parentName: parentName, regionCode: regionCode,
      regions: regions, app: app, sharingMode: person.sharing, verification: person.verification,
      assumptions: assumptions ?? .standard)
    return WorldSection(shared: shared, fields: fields, person: personFields, app: appFields)
  }

  /// A region code in the table (built-in rows plus the file's), as the table spells it.
  public func region(from node: ScenarioNode) throws(ScenarioError) -> RegionCode {
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

  /// What every store reads of `world.person`.
  private func person(from fields: ScenarioMapping, today: SimDate) throws(ScenarioError) -> (
    name: String, birthdate: SimDate, accountCreated: SimDate?, sharing: SharedWorld.Sharing,
    verification: SharedWorld.Verification
  ) {
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
      throw fields.owner.error("missing \"birthdate\" or \"age\" (give one)")
    }
    return (
      name, birthdate,
      try accountCreated(from: fields.optional("account-created"), today: today),
      try fields.optional("sharing-mode")?.choice(Self.sharingModes) ?? .askFirst,
      try fields.optional("verification")?.choice(Self.verifications) ?? .none
    )
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
    let keys = Self.sharedAppKeys + sections.flatMap(\.keys.app)
    let own = try node.map { node throws(ScenarioError) in try node.mapping(keys: keys) }
    guard let defaultRoot = try Self.defaultApp.get() else {
      throw ScenarioError(
        file: "built-in:default-app", line: 1, column: 1, message: "the default app is empty")
    }
    let defaults = try ScenarioNode(node: defaultRoot, path: "world.app", file: file)
      .mapping(keys: keys)
    guard let own else { return defaults }
    let ownsHistory = Self.appHistoryKeys.contains { own.has($0) }
    let inherited = defaults.entries.filter { entry in
      !own.has(entry.key) && !(ownsHistory && Self.appHistoryKeys.contains(entry.key))
    }
    return ScenarioMapping(owner: own.owner, entries: own.entries + inherited)
  }

  /// The app every store's part opens, from `world.app`'s fields with the default app's.
  private mutating func app(from fields: ScenarioMapping) throws(ScenarioError) -> AppConfig {
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
    return AppConfig(
      name: name, bundleID: bundleID, gates: gates, featureName: featureName,
      featureMinimumAge: minimumAge, changes: changes, currentVersion: version,
      originalInstallVersion: installed, questionExpiryDays: expiry)
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
  public func appGates(from node: ScenarioNode) throws(ScenarioError) -> [Int] {
    try node.list(maximumCount: Self.maximumGateCount, allowEmpty: true).map {
      node throws(ScenarioError) in try node.integer(in: ScenarioLimits.appGateValues)
    }
  }

  /// `assumptions:` as a patch over the assumptions in force.
  public func assumptionsPatch(from node: ScenarioNode) throws(ScenarioError) -> AssumptionsPatch {
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
