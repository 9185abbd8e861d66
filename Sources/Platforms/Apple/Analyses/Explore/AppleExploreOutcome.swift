import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// How one path of a sweep ended on the person's iPhone: what the app learned, the branch, the
/// final step, and what happened along the way. Two cases with equal outcomes are
/// indistinguishable to the app and to the people using it.
public struct AppleExploreOutcome: Hashable, Sendable {
  /// The final flow step, as `AppleDeviceSummary` describes it without question numbers:
  /// `running (feature off)`, `blocked (parent-declined)`, `waiting-for-parent`.
  public var step: String
  /// Whether the changed features are blocked.
  public var isBlocked: Bool
  /// The gated feature: on, off, or nil when the app is not running normally.
  public var featureEnabled: Bool?
  /// The branch the flow took, if it got that far.
  public var branch: FlowBranch?
  /// The app's latest `requestAgeRange` answer: `13–15`, `declinedSharing`, an error name, or
  /// `nothing`.
  public var learned: String
  /// The declaration of that answer, when it is a shared range.
  public var declaration: AgeRangeDeclaration?
  /// The parental controls of that answer, when it is a shared range.
  public var controls: [AppleParentalControl]
  /// What became of asking the parent.
  public var parent: AppleParentOutcome
  /// Whether an age-range prompt was shown on the person's device along the path.
  public var promptShown: Bool

  /// What the app learned, with the declaration and controls: `13–15 (guardianDeclared)`.
  public var learnedText: String {
    guard let declaration else { return learned }
    let controlText =
      controls.isEmpty ? "" : "; " + controls.map(\.rawValue).joined(separator: ", ")
    return "\(learned) (\(declaration.rawValue)\(controlText))"
  }

  /// One line: `running (feature off) · minor · learned 13–15 (guardianDeclared) · parent
  /// approved · no prompt`.
  public var summary: String {
    [
      step, "branch \(branch?.rawValue ?? "none")", "learned \(learnedText)",
      "parent \(parent.text)", promptShown ? "prompt shown" : "no prompt",
    ].joined(separator: " · ")
  }
}

extension AppleExploreOutcome {
  /// The outcome at the end of a path.
  public init(_ simulation: AppleSimulation, promptShown: Bool) {
    (step, isBlocked, featureEnabled) = ExploreText.describe(simulation.step(on: .childPhone))
    branch = simulation.device(.childPhone)?.flow.branch
    learned = simulation.learnedText
    if case .ageRange(let shared)? = simulation.latestAgeRangeFact?.fact {
      declaration = shared.declaration
      controls = shared.activeParentalControls
    } else {
      declaration = nil
      controls = []
    }
    parent = AppleParentOutcome(simulation)
    self.promptShown = promptShown
  }
}
