import Analyses
import FlowEngine
import GooglePlay

/// How one path of a Google Play sweep ended on the child's phone, in Google's own terms: the
/// app's flow, Play's last answer to the app and what became of Family Link's request.
public struct PlayExploreOutcome: Hashable, Sendable {
  /// The final flow step, as Apple's outcomes write it: `running (feature off)`.
  public var step: String
  /// Whether the changed features are blocked.
  public var isBlocked: Bool
  /// The gated feature: on, off, or nil when the app is not running normally.
  public var featureEnabled: Bool?
  /// `ageSignalsStatus` of the last `requestAgeSignalsAccess` (0.0.4), or nil.
  public var access: AgeSignalsStatus?
  /// Play's last answer to the app: `13–15 TIER_B`, `SUPERVISED 13–15` (0.0.3), `null` for a
  /// result without an age, `threw NETWORK_ERROR`, or `nothing`.
  public var learned: String
  /// `significantChangeStatus` (or 0.0.3's approval in `userStatus`) the app read last, or nil.
  public var changeStatus: String?
  /// What became of Family Link's request.
  public var request: PlayRequestOutcome
  /// Whether Play's sharing prompt showed along the path.
  public var promptShown: Bool

  /// The outcome at the end of a path.
  public init(_ world: PlayWorld, promptShown: Bool) {
    (step, isBlocked, featureEnabled) = ExploreText.describe(
      world.flows[.childPhone]?.step ?? .notRunning)
    var access: AgeSignalsStatus?
    var learned = "nothing"
    var changeStatus: String?
    for entry in world.trace.reversed() where entry.to == .app {
      guard let detail = entry.detail else { continue }
      switch detail {
      case .access(let status, _, _) where access == nil:
        access = status
        if learned == "nothing" { learned = status.rawValue }
      case .signals(let result, _, _) where learned == "nothing":
        learned = Self.text(result)
        changeStatus = result.significantChangeStatus?.rawValue ?? Self.approval(result)
      case .failure(_, let error, _) where learned == "nothing":
        learned = "threw \(error.rawValue)"
      case .flowStep, .regulation, .sharingPrompt, .promptAnswer, .access, .signals, .failure,
        .handled, .changeDeclared, .changeCancelled, .ageRanges, .familyLinkRequest,
        .parentAnswer, .revoked, .clock, .setting, .refused:
        continue
      }
      if access != nil, learned != "nothing" { break }
    }
    self.access = access
    self.learned = learned
    self.changeStatus = changeStatus
    request = PlayRequestOutcome(world.requests.last?.state)
    self.promptShown = promptShown
  }

  /// `13–15 TIER_B`; 0.0.3 leads with `userStatus`; `null` for no age.
  static func text(_ result: AgeSignalsResult) -> String {
    var parts: [String] = []
    if let status = result.userStatus { parts.append(status.rawValue) }
    if let lower = result.ageLower {
      parts.append(result.ageUpper.map { "\(lower)–\($0)" } ?? "\(lower)+")
    }
    if let source = result.ageRangeSource { parts.append(source.rawValue) }
    return parts.isEmpty ? "null" : parts.joined(separator: " ")
  }

  /// 0.0.3's approval, read from `userStatus` as the app does.
  private static func approval(_ result: AgeSignalsResult) -> String? {
    switch result.userStatus {
    case .supervisedApprovalPending?: PlaySignificantChangeStatus.pending.rawValue
    case .supervisedApprovalDenied?: PlaySignificantChangeStatus.declined.rawValue
    case .supervised?, .verified?, .declared?, .unknown?, nil: nil
    }
  }
}
