import Apple
import FlowEngine
import Scenarios

/// How a run ended on the person's iPhone, in the terms of Apple's sandbox table: the bounds,
/// the declaration, whether the significant-update step applied, and the PermissionKit result.
public struct AppleRunOutcome: Hashable, Sendable {
  /// The flow step on the child's iPhone.
  public var step: FlowStep
  /// The branch the flow took there, if known.
  public var branch: FlowBranch?
  /// The app's latest `requestAgeRange` answer, as `expect: learned` writes it.
  public var learned: String
  /// The latest range the app received.
  public var ageRange: SharedAgeRange?
  /// Whether the significant-update step (parental consent for a minor, acknowledgment for an
  /// adult) applies; nil before the flow classified the person.
  public var significantUpdateApplies: Bool?
  /// The parent's choice or the `AskError` the app last got from PermissionKit.
  public var permissionKitResult: String?

  /// The outcome of a simulation.
  public init(_ simulation: AppleSimulation) {
    step = simulation.step(on: .childPhone)
    branch = simulation.device(.childPhone)?.flow.branch
    learned = simulation.learnedText
    ageRange = simulation.latestSharedRange
    significantUpdateApplies = simulation.significantUpdateApplies(on: .childPhone)
    permissionKitResult = simulation.permissionKitResult
  }

  /// Whether the gated feature is on (nil while the app is not running normally).
  public var featureEnabled: Bool? {
    step.featureEnabled
  }

  /// Why the app is blocked, if it is.
  public var blockedReason: BlockReason? {
    if case .blocked(let reason) = step { return reason }
    return nil
  }
}
