import FlowEngine
import GooglePlay
import Scenarios

extension PlayExpectation {
  /// Checks every key against Play's world after a step; `entries` are the trace entries the
  /// step produced, `refusal` why Play refused its action. A refused action fails the step
  /// unless `refused:` expects it.
  public func evaluate(in world: PlayWorld, entries: [PlayTraceEntry], refusal: PlayRefusal?)
    -> [ExpectationResult]
  {
    var results: [ExpectationResult] = []
    func check(_ key: String, _ expected: String, _ actual: String, negated: Bool? = nil) {
      results.append(
        .comparing(key, expected, actual, negated: negated ?? negatedKeys.contains(key)))
    }
    func key(_ name: String, on device: DeviceID) -> String {
      device == .childPhone ? name : "\(name) (\(device.playName))"
    }
    for expected in steps {
      check(
        key("step", on: expected.device), expected.step.rawValue,
        world.flows[expected.device]?.step.name ?? "not installed", negated: expected.negated)
    }
    let latestStatus = Self.latestStatus(in: world)
    if let status {
      check("status", status.name, latestStatus?.name ?? "no answer yet")
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
      case .noResultYet: expectedText = PlayField<Value>.noResultYetText
      }
      check(
        key, expectedText,
        latest.map { read($0).map(name) ?? "null" } ?? PlayField<Value>.noResultYetText)
    }
    field("age-range", ageRange, Self.range(of:), \.description)
    field("source", source, \.ageRangeSource, \.rawValue)
    field("change-status", changeStatus, Self.changeStatus(of:), \.rawValue)
    field("approval-date", approvalDate, \.approvalDate, \.description)
    let thrown: AgeSignalsError?
    if case .error(let error)? = latestStatus { thrown = error } else { thrown = nil }
    if let errorCode {
      check("error-code", Self.code(errorCode.kind), Self.code(thrown))
    }
    if let retryable {
      check("retryable", "\(retryable)", thrown.map { "\($0.isRetryable)" } ?? "no error")
    }
    for expected in sheets {
      check(
        key("sheet", on: expected.device), expected.value.rawValue,
        PlaySheetName(GooglePlayPlatform.sheet(on: expected.device, in: world)).rawValue,
        negated: expected.negated)
    }
    if let pendingRequest {
      check("pending-request", "\(pendingRequest)", "\(world.pendingRequest != nil)")
    }
    if let requestCovers {
      check(
        "request-covers", Self.listed(requestCovers.map(\.rawValue)),
        Self.listed(world.requests.last?.changeIDs.map(\.rawValue) ?? []))
    }
    if let revoked {
      check("revoked", "\(revoked)", "\(world.isRevoked(on: .childPhone))")
    }
    if let revocationCSV {
      check(
        "revocation-csv", Self.listed(revocationCSV),
        Self.listed(
          PlayRevocationCSV.listed(world.revocations, on: world.today).map(\.installID)))
    }
    for row in settings {
      check(
        "settings \(row.field.rawValue)", row.value, row.field.value(in: world),
        negated: row.negated)
    }
    let summaries = entries.map { [$0.summary] }
    results += traceContains.map { ExpectationResult.containing($0, in: summaries) }
    for text in traceLacks {
      results.append(Self.absence(of: text, in: entries))
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

  /// An error as `error-code` results write it: `-3 (NETWORK_ERROR)`, or `none`.
  private static func code(_ error: AgeSignalsError?) -> String {
    error.map { "\($0.code) (\($0.rawValue))" } ?? "none"
  }

  /// Names in their order, comma-separated, or `none`.
  private static func listed(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  /// `trace-lacks:` over Play's entries, named `#3 app → play`.
  private static func absence(of text: String, in entries: [PlayTraceEntry])
    -> ExpectationResult
  {
    .lacking(
      text,
      in: entries.map { ("#\($0.sequence) \($0.from.rawValue) → \($0.to.rawValue)", $0.summary) })
  }

  /// 0.0.4's field, or the status 0.0.3's `userStatus` carries.
  private static func changeStatus(of result: AgeSignalsResult) -> PlaySignificantChangeStatus? {
    if let status = result.significantChangeStatus { return status }
    switch result.userStatus {
    case .supervisedApprovalPending?: return .pending
    case .supervisedApprovalDenied?: return .declined
    case .verified?, .declared?, .supervised?, .unknown?, nil: return nil
    }
  }
}
