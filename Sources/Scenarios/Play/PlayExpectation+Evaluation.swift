import FlowEngine
import GooglePlay

extension PlayExpectation {
  /// Checks every key against Play's world after a step; `entries` are the trace entries the
  /// step produced, `refusal` why Play refused its action. A refused action fails the step
  /// unless `refused:` expects it.
  public func evaluate(in world: PlayWorld, entries: [PlayTraceEntry], refusal: PlayRefusal?)
    -> [ExpectationResult]
  {
    var results: [ExpectationResult] = []
    func check(_ key: String, _ expected: String, _ actual: String, negated: Bool = false) {
      results.append(.comparing(key, expected, actual, negated: negated))
    }
    func key(_ name: String, on device: DeviceID) -> String {
      device == .childPhone ? name : "\(name) (\(device.playName))"
    }
    for expected in steps {
      check(
        key("step", on: expected.device), expected.step.rawValue,
        world.flows[expected.device]?.step.name ?? "not installed", negated: expected.negated)
    }
    if let status {
      check("status", status.name, Self.latestStatus(in: world)?.name ?? "no answer yet")
    }
    let latest = Self.latestResult(in: world)
    func field<Value>(
      _ key: String, _ expected: PlayField<Value>?, _ read: (AgeSignalsResult) -> Value?,
      _ name: (Value) -> String
    ) {
      guard let expected else { return }
      let expectedText: String
      switch expected {
      case .null: expectedText = "null"
      case .value(let value): expectedText = name(value)
      }
      check(key, expectedText, latest.map { read($0).map(name) ?? "null" } ?? "no result yet")
    }
    field("age-range", ageRange, Self.range(of:), \.description)
    field("source", source, \.ageRangeSource, \.rawValue)
    field("change-status", changeStatus, Self.changeStatus(of:), \.rawValue)
    field("approval-date", approvalDate, \.approvalDate, \.description)
    for expected in sheets {
      check(
        key("sheet", on: expected.device), expected.value.rawValue,
        PlaySheetName(GooglePlayPlatform.sheet(on: expected.device, in: world)).rawValue,
        negated: expected.negated)
    }
    if let pendingRequest {
      check("pending-request", "\(pendingRequest)", "\(world.pendingRequest != nil)")
    }
    if let revoked {
      check("revoked", "\(revoked)", "\(world.isRevoked(on: .childPhone))")
    }
    for text in traceContains {
      let found = entries.contains { $0.summary.contains(text) }
      results.append(
        ExpectationResult(
          key: "trace-contains", expected: text,
          actual: found ? text : "not in the \(entries.count) entries of this step", passed: found))
    }
    if let result = rejection.check(key: "refused", refusal: refusal?.text) {
      results.append(result)
    }
    return results
  }

  /// The status of the app's latest answer on any device: 0.0.4's `ageSignalsStatus`, 0.0.3's
  /// `userStatus`, or the error the latest call threw.
  static func latestStatus(in world: PlayWorld) -> PlayAnswerStatus? {
    for entry in world.trace.reversed() where entry.to == .app {
      switch entry.detail {
      case .access(let status, _, _)?: return .access(status)
      case .signals(let result, .v003, _)?:
        return result.userStatus.map(PlayAnswerStatus.user) ?? .null
      case .failure(_, let error, _)?: return .error(error)
      case .signals?, .flowStep?, .regulation?, .sharingPrompt?, .promptAnswer?, .handled?,
        .changeDeclared?, .changeCancelled?, .ageRanges?, .familyLinkRequest?, .parentAnswer?,
        .revoked?, .clock?, .setting?, .refused?, nil:
        continue
      }
    }
    return nil
  }

  /// The app's latest `checkAgeSignals` result on any device.
  static func latestResult(in world: PlayWorld) -> AgeSignalsResult? {
    for entry in world.trace.reversed() where entry.to == .app {
      if case .signals(let result, _, _)? = entry.detail { return result }
    }
    return nil
  }

  private static func range(of result: AgeSignalsResult) -> AgeRange? {
    result.ageLower.map { AgeRange(lowerBound: $0, upperBound: result.ageUpper) }
  }

  /// 0.0.4's field, or the status 0.0.3's `userStatus` carries.
  private static func changeStatus(of result: AgeSignalsResult) -> SignificantChangeStatus? {
    if let status = result.significantChangeStatus { return status }
    switch result.userStatus {
    case .supervisedApprovalPending?: return .pending
    case .supervisedApprovalDenied?: return .declined
    case .verified?, .declared?, .supervised?, .unknown?, nil: return nil
    }
  }
}
