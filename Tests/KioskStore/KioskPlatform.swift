import FlowEngine

/// A third platform that lives only in the tests, shaped like Google Play rather than Apple: the
/// store asks the parent itself, the app polls for the status, and every child's changes need a
/// parent where its region rule says so. It plugs into the flow machine through `StorePlatform`
/// and `FlowDriver` alone, and keeps its rules for the kernel's regions in a `RegionRules` of its
/// own, so it proves the seam without a line of Apple's simulation.
enum KioskPlatform: StorePlatform {
  static let name = "kiosk"

  /// The kiosk's built-in rules for the kernel's regions: Texas's law requires consent;
  /// elsewhere none. A scenario file's region rows can change them (`KioskSection`).
  static let builtInRegionRules = RegionRules<[RegulatoryFeature]>(
    [.init(code: "US-TX", rule: [.significantAppChangeRequiresParentalConsent])], otherwise: [])

  static func checkRegulation(on device: DeviceID, in host: inout KioskWorld) {
    let features = host.regionRules.rule(for: host.region)
    host.note(
      toApp: true, features.isEmpty ? "kiosk: no law here" : "kiosk: parental consent required")
    FlowDriver.feed(
      .regulationChecked(RegulationSignals(isEligible: true, requiredFeatures: features)),
      to: device, in: &host, on: self)
  }

  static func requestAgeSignal(gates: [Int], on device: DeviceID, in host: inout KioskWorld) {
    let range =
      host.leaksExactAge ? AgeRange(lowerBound: host.age, upperBound: host.age) : band(host.age)
    let result = AgeSignal.shared(range, checked: false)
    host.note(toApp: true, "kiosk: age band \(range)")
    host.learn(result, on: device)
    let purpose = RequestPurpose(at: host.flowState(on: device)?.step)
    FlowDriver.feed(.ageSignal(result, for: purpose), to: device, in: &host, on: self)
  }

  static func startParentalApproval(
    for changes: [SignificantChange], on device: DeviceID, in host: inout KioskWorld
  ) {
    let description = AppConfig.describe(changes)
    let id = host.approvals.count + 1
    host.approvals[id] = (status: .pending, description: description)
    host.awaited[device] = id
    host.sheets[device] = .waitingForParent(approvalID: id)
    host.note(toApp: false, "kiosk asks the parent: \(description)")
    FlowDriver.feed(.approvalSent(ApprovalID(id)), to: device, in: &host, on: self)
  }

  static func showAcknowledgment(
    description: String, on device: DeviceID, in host: inout KioskWorld
  ) {
    host.note(toApp: false, "kiosk notice: \(description)")
    FlowDriver.feed(.updateAcknowledged, to: device, in: &host, on: self)
  }

  static func markHandled(_ changeIDs: [ChangeID], on device: DeviceID, in host: inout KioskWorld) {
    host.handled.formUnion(changeIDs)
  }

  /// Where an approval stands, as the app's poll reads it; nil for no such approval.
  static func approvalStatus(_ approvalID: ApprovalID, in host: KioskWorld)
    -> KioskApprovalStatus?
  {
    host.approvals[approvalID.rawValue]?.status
  }

  static func sheet(on device: DeviceID, in host: KioskWorld) -> KioskSheet? {
    host.sheets[device]
  }

  static func apply(_ action: KioskAction, in host: inout KioskWorld) {
    switch action {
    case .launch(let device):
      let pending = host.app.changes.filter { !host.handled.contains($0.id) }
      FlowDriver.feed(
        .launched(pendingChanges: pending, consentRevoked: false), to: device, in: &host, on: self)
    case .tapAskParent(let device):
      FlowDriver.feed(.approvalRequested, to: device, in: &host, on: self)
    case .parentDecides(let id, let approved):
      guard host.approvals[id]?.status == .pending else { return }
      host.approvals[id]?.status = approved ? .approved : .declined
      host.note(toApp: false, approved ? "approve" : "decline")
    case .poll(let device):
      guard let id = host.awaited[device] else { return }
      switch approvalStatus(ApprovalID(id), in: host) {
      case .approved?, .declined?:
        host.sheets[device] = nil
        host.awaited[device] = nil
        let approved =
          approvalStatus(ApprovalID(id), in: host) == .approved || host.ignoresDeclines
        FlowDriver.feed(
          .approvalAnswered(approved ? .approved : .declined), to: device, in: &host, on: self)
      case .pending?, nil:
        break
      }
    }
  }

  /// The kiosk's bands: under 13, 13–15, 16–17, 18 and over.
  private static func band(_ age: Int) -> AgeRange {
    switch age {
    case ..<13: AgeRange(lowerBound: nil, upperBound: 12)
    case 13...15: AgeRange(lowerBound: 13, upperBound: 15)
    case 16...17: AgeRange(lowerBound: 16, upperBound: 17)
    default: AgeRange(lowerBound: 18, upperBound: nil)
    }
  }
}
