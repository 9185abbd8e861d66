import FlowEngine

// MARK: - Settings and the clock

extension AppleActionApplier {
  mutating func setSharingMode(_ mode: SharingMode) {
    // Switching to Ask First with an answer cached shows no prompt; say why where it happens.
    change(
      \.sharingMode, to: mode, by: settingsActor,
      refusal: .sharingModeUnchanged(mode),
      summary: "Age Range for Apps: \(mode.title)",
      detail: { .sharingMode(mode, why: $0.cachedAnswerNote) })
  }

  /// Sets one of the person's settings and records who changed it, or refuses when it already
  /// has `value`. `detail` is given the simulation after the change, so it can say what the
  /// change means.
  /// - Returns: whether the setting changed.
  @discardableResult
  private mutating func change<Value: Equatable>(
    _ setting: WritableKeyPath<ApplePerson, Value>, to value: Value, by actor: AppleActor,
    refusal: @autoclosure () -> AppleRejection, summary: @autoclosure () -> String,
    detail: (AppleSimulation) -> AppleTraceDetail
  ) -> Bool {
    guard simulation.world.person[keyPath: setting] != value else {
      reject(refusal())
      return false
    }
    simulation.world.person[keyPath: setting] = value
    record(actor, .system, .setting, summary(), detail: detail(simulation))
    return true
  }

  mutating func shareAgeRangeAgain() {
    let app = simulation.world.app
    guard simulation.cache.entries.contains(where: { $0.bundleID == app.bundleID }) else {
      reject(.noCachedAgeRange(app: app.name))
      return
    }
    simulation.cache.clear(bundleID: app.bundleID)
    record(
      settingsActor, .system, .setting, "Age Range for Apps › \(app.name) › Share Age Range Again",
      detail: .shareAgeRangeAgain(bundleID: app.bundleID))
    record(.system, .iCloud, .sync, "cleared the cached age range for \(app.name) on every device")
  }

  mutating func setVerification(_ verification: AdultVerification) {
    guard
      change(
        \.verification, to: verification, by: .person,
        refusal: .verificationUnchanged(verification),
        summary: "Account: \(verification.title)", detail: { _ in .verification(verification) })
    else { return }
    redeclareCachedRanges()
    guard verification.isVerified else { return }
    for device in simulation.devices where device.flow.step == .blocked(.unverifiedAdult) {
      feed(.accountVerified, to: device.id)
    }
  }

  /// A verification changes how the age was declared, so cached shares carry the new
  /// declaration from now on (an assumption: Apple does not say how the cache reacts).
  private mutating func redeclareCachedRanges() {
    let declaration = AgeRangeService.declaration(in: simulation.ageRangeContext)
    for entry in simulation.cache.entries {
      guard case .sharing(var shared) = entry.response else { continue }
      shared.declaration = declaration
      var updated = entry
      updated.response = .sharing(shared)
      simulation.cache.store(updated)
    }
  }

  mutating func setInFamily(_ isInFamily: Bool) {
    change(
      \.isInFamily, to: isInFamily, by: .person,
      refusal: .inFamilyUnchanged(isInFamily),
      summary: isInFamily ? "joined Family Sharing" : "left Family Sharing",
      detail: { _ in .inFamily(isInFamily) })
  }

  mutating func setSignedIn(_ isSignedIn: Bool) {
    change(
      \.isSignedIn, to: isSignedIn, by: .person,
      refusal: .signedInUnchanged(isSignedIn),
      summary: isSignedIn ? "signed in to the Apple Account" : "signed out of the Apple Account",
      detail: { _ in .signedIn(isSignedIn) })
  }

  mutating func setCommunicationLimits(_ isOn: Bool) {
    change(
      \.hasCommunicationLimits, to: isOn, by: .parent,
      refusal: .communicationLimitsUnchanged(isOn),
      summary: "Screen Time communication limits \(isOn ? "on" : "off")",
      detail: { _ in .communicationLimits(isOn) })
  }

  mutating func setAppGates(_ gates: [Int]) {
    let app = simulation.world.app
    guard app.gates != gates else {
      reject(.gatesUnchanged(app: app.name, gates: gates))
      return
    }
    simulation.world.app.gates = gates
    record(
      .person, .app, .setting,
      "\(app.name) now asks requestAgeRange(ageGates: \(AppleTraceDetail.list(gates)))",
      detail: .appGates(gates))
  }

  mutating func setAccountCreated(_ day: SimDate?) {
    change(
      \.accountCreated, to: day, by: .person,
      refusal: .accountCreatedUnchanged(day),
      summary: "Apple Account created: \(day?.description ?? "not set (counts as new)")",
      detail: { _ in .accountCreated(day) })
  }

  mutating func setRegion(_ code: RegionCode) {
    guard let region = simulation.world.regions.region(code: code) else {
      reject(.unknownRegion(code: code, known: simulation.world.regions.codes))
      return
    }
    guard region.code != simulation.world.region.code else {
      reject(.regionUnchanged(name: region.name))
      return
    }
    simulation.world.regionCode = region.code
    record(
      .person, .system, .setting, "Region: \(region.name) (\(region.code))",
      detail: .region(code: region.code))
  }

  mutating func setOS(_ os: OSVersion) {
    guard simulation.world.os != os else {
      reject(.osUnchanged(os))
      return
    }
    simulation.world.os = os
    record(
      .person, .system, .setting, "Software Update: iOS \(os.rawValue)",
      detail: .os(os))
  }

  mutating func setAssumptions(_ assumptions: Assumptions) {
    guard simulation.world.assumptions != assumptions else {
      reject(.assumptionsUnchanged)
      return
    }
    simulation.world.assumptions = assumptions
    record(
      .person, .system, .setting, "Assumptions changed",
      detail: .assumptions(assumptions))
  }

  mutating func advanceClock(_ step: AppleClockAdvance) {
    let world = simulation.world
    let today = world.today
    let target: SimDate
    switch step {
    case .days(let count): target = today.adding(days: count)
    case .months(let count): target = today.adding(months: count)
    case .years(let count): target = today.adding(years: count)
    case .nextBirthday: target = world.person.birthdate.nextRecurrence(after: today)
    case .nextAnniversary:
      guard
        let anniversary = simulation.cache.nextAnniversary(
          bundleID: world.app.bundleID, after: today)
      else {
        reject(.noAnniversary(app: world.app.name))
        return
      }
      target = anniversary
    }
    guard target > today else {
      reject(.clockBackward)
      return
    }
    let ageBefore = world.age
    simulation.world.today = target
    record(
      .clock, .system, .clock, "\(step.title): \(today) → \(target)",
      detail: .clock(from: today, to: target))
    let ageAfter = simulation.world.age
    if ageAfter != ageBefore {
      record(
        .clock, .system, .clock,
        "\(world.person.name) is now \(ageAfter) (known to the system only)")
    }
    for question in simulation.askCenter.expire(on: target) {
      record(
        .system, .parent, .message,
        "question #\(question.id) expired on \(question.expiresOn?.description ?? "")",
        device: .parentPhone, detail: .questionExpired(questionID: question.id))
      for device in simulation.devices {
        if case .waitingForParent(_, let waitingID) = device.flow.step, waitingID == question.id {
          // The question's expiration date passed: the approval lapsed.
          feed(.approvalLapsed, to: device.id)
        }
      }
    }
  }

  mutating func setPermissionFlow(_ flow: PermissionFlow) {
    let app = simulation.world.app
    guard simulation.world.permissionFlow != flow else {
      reject(.permissionFlowUnchanged(app: app.name, flow))
      return
    }
    simulation.world.permissionFlow = flow
    record(
      .person, .app, .setting, "\(app.name) asks with PermissionFlow\(flow.swiftName)",
      detail: .permissionFlow(flow))
  }
}
