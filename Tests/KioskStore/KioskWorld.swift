import FlowEngine

/// The kiosk store's world: one child, the app on their devices, the store's approvals, and a
/// trace and ledger of its own. Nothing of Apple's simulation: it hosts the flow machine by
/// itself.
struct KioskWorld: DeviceFlows, Sendable {
  /// The child's birthdate: the store knows it, the app must never learn it.
  var birthdate: SimDate
  /// The child's age today.
  var age: Int
  /// The app.
  var app: AppConfig
  /// Where the child is: a code of the kernel's region table.
  var region: RegionCode = "US-TX"
  /// The kiosk's rules for the regions.
  var regionRules = KioskPlatform.builtInRegionRules
  /// The app's flow per device.
  var flows: [DeviceID: AppFlowState]
  /// The store's approvals by ID, with the change description the parent read.
  var approvals: [Int: (status: KioskApprovalStatus, description: String)] = [:]
  /// The approval each device's app waits for.
  var awaited: [DeviceID: Int] = [:]
  /// The sheet over the app per device.
  var sheets: [DeviceID: KioskSheet] = [:]
  /// Changes the store remembers as handled.
  var handled: Set<ChangeID> = []
  /// A faulty store that hands the app the exact age (for the invariant to catch).
  var leaksExactAge = false
  /// A faulty store that tells the app every answer was an approval (for the invariant to catch).
  var ignoresDeclines = false
  /// Everything that happened: each entry's number, whether it went to the app, its line, and
  /// the flow machine's note for the entries the flow wrote.
  var trace: [(sequence: Int, toApp: Bool, summary: String, note: FlowNote?)] = []
  /// What the app learned: the store's answers, in the flow's own words.
  var ledger: [LedgerEntry<AgeSignal>] = []

  /// A world with the app installed, not running, on `devices`.
  init(birthdate: SimDate, age: Int, app: AppConfig, devices: [DeviceID] = [.childPhone]) {
    self.birthdate = birthdate
    self.age = age
    self.app = app
    self.flows = Dictionary(uniqueKeysWithValues: devices.map { ($0, AppFlowState()) })
  }

  var flowContext: FlowContext {
    FlowContext(app: app, assumptions: .standard)
  }

  mutating func record(_ note: FlowNote, on device: DeviceID) {
    trace.append((sequence: trace.count + 1, toApp: false, summary: note.summary, note: note))
  }

  /// Records something the store did; `toApp` when it told the app.
  mutating func note(toApp: Bool, _ summary: String) {
    trace.append((sequence: trace.count + 1, toApp: toApp, summary: summary, note: nil))
  }

  /// Records what the app learned.
  mutating func learn(_ signal: AgeSignal, on device: DeviceID) {
    ledger.append(
      LedgerEntry(
        sequence: trace.count, date: birthdate.adding(years: age), device: device, fact: signal))
  }
}
