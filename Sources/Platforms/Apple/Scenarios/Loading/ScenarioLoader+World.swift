import Apple
import FlowEngine
import Scenarios

// MARK: - Apple's world: its keys in `world:`, `world.person` and `world.app`

extension ScenarioLoader {
  /// Apple's keys in `world:`.
  static let appleWorldKeys = [
    "os", "second-device", "screen-time-passcode", "faults", "main-device", "eligibility",
    "app-store-environment",
  ]
  /// Apple's keys in `world.person`.
  static let applePersonKeys = [
    "family", "signed-in", "managed-account", "communication-limits", "contact-sync",
  ]
  /// Apple's keys in `world.app`: the two PermissionKit calls the app makes and its Apple ID.
  static let appleAppKeys = ["permission-flow", "communication-api", "app-apple-id"]
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
  /// The Apple ID of an app whose `app:` gives none: made up, as Landmarks, the default app, is
  /// Apple's sample, not an App Store app.
  static let defaultAppAppleID = 1_234_567_890

  /// Apple's world: the shared world (``AppleWorld/init(shared:)``) with Apple's keys in `world:`
  /// over it, and the file's region rows' Apple rules. Also sets whether the world has a second
  /// device, for the script.
  mutating func appleWorld(from section: WorldSection) throws(ScenarioError) -> AppleWorld {
    let fields = section.fields
    var world = AppleWorld(shared: section.shared)
    if let os = try fields.optional("os").map({ node throws(ScenarioError) in
      try node.choice(Self.osVersions, suggests: false)
    }) {
      world.os = os
    }
    world.person = try applePerson(from: section.person, over: world.person)
    let secondDevice = try fields.optional("second-device").map { node throws(ScenarioError) in
      try node.choice(["ipad": AppleDeviceKind?.some(.iPad), "mac": .some(.mac), "none": nil])
    }
    world.secondDevice = secondDevice.flatMap { $0 }
    hasSecondDevice = world.secondDevice != nil
    if let passcode = try fields.optional("screen-time-passcode").map({
      node throws(ScenarioError) in try self.passcode(from: node)
    }) {
      world.screenTimePasscode = passcode
    }
    world.regionRules = regionRules(of: .apple, startingFrom: AppleRegionRule.builtIn)
    let app = section.app
    world.permissionFlow =
      try app.optional("permission-flow")?.choice(Self.permissionFlows) ?? .standard
    world.communicationAPI =
      try app.optional("communication-api")?.choice(Self.askAPIs) ?? .automatic
    if let id = try app.optional("app-apple-id").map({ node throws(ScenarioError) in
      try appAppleID(from: node)
    }) {
      world.appAppleID = id
    }
    world.appStoreEnvironment =
      try fields.optional("app-store-environment")?.choice(Self.appStoreEnvironments)
      ?? .sandbox
    world.mainDevice =
      try fields.optional("main-device")?.choice([
        "iphone": AppleDeviceKind.iPhone, "ipad": .iPad, "mac": .mac,
      ]) ?? .iPhone
    world.eligibility =
      try fields.optional("eligibility")?.choice([
        "region": Bool?.none, "true": .some(true), "false": .some(false),
      ]) ?? nil
    if let faultsNode = fields.optional("faults") {
      for item in try faultsNode.list(maximumCount: 5, allowEmpty: true) {
        world.faults.insert(
          try item.choice(["ask-system-error": AppleInjectedFault.askSystemError]))
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

  /// The person as Apple knows them: `person` (the shared one) with Apple's keys of
  /// `world.person` over it.
  private func applePerson(from fields: ScenarioMapping, over person: ApplePerson)
    throws(ScenarioError) -> ApplePerson
  {
    var person = person
    if let family = try fields.optional("family")?.boolean() { person.isInFamily = family }
    if let signedIn = try fields.optional("signed-in")?.boolean() { person.isSignedIn = signedIn }
    if let managed = try fields.optional("managed-account")?.boolean() {
      person.isManagedAccount = managed
    }
    if let limits = try fields.optional("communication-limits")?.boolean() {
      person.hasCommunicationLimits = limits
    }
    if let sync = try fields.optional("contact-sync")?.boolean() { person.hasContactSync = sync }
    return person
  }

  /// The file's sharing mode as Apple's.
  static func appleSharingMode(_ sharing: SharedWorld.Sharing) -> SharingMode {
    switch sharing {
    case .alwaysShare: .alwaysShare
    case .askFirst: .askFirst
    case .neverShare: .neverShare
    }
  }

  /// The file's verification as Apple's.
  static func appleVerification(_ verification: SharedWorld.Verification) -> AdultVerification {
    switch verification {
    case .none: .none
    case .payment: .payment
    case .governmentID: .governmentID
    case .other: .other
    }
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
}
