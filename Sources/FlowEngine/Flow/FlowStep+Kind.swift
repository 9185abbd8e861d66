extension FlowStep {
  /// A step without its values: one case per step, spelled as scenario `expect` and the JSON
  /// write it, so the list of names comes from the steps.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `notRunning`.
    case notRunning = "not-running"
    /// `checkingRegulation`.
    case checkingRegulation = "checking-regulation"
    /// `requestingAgeSignal`.
    case requestingAgeSignal = "requesting-age-range"
    /// `needsParentalApproval`.
    case needsParentalApproval = "needs-parental-approval"
    /// `waitingForParent`.
    case waitingForParent = "waiting-for-parent"
    /// `acknowledging`.
    case acknowledging
    /// `blocked`.
    case blocked
    /// `checkingFeature`.
    case checkingFeature = "checking-feature"
    /// `running`.
    case running
  }

  /// The step without its values.
  public var kind: Kind {
    switch self {
    case .notRunning: .notRunning
    case .checkingRegulation: .checkingRegulation
    case .requestingAgeSignal: .requestingAgeSignal
    case .needsParentalApproval: .needsParentalApproval
    case .waitingForParent: .waitingForParent
    case .acknowledging: .acknowledging
    case .blocked: .blocked
    case .checkingFeature: .checkingFeature
    case .running: .running
    }
  }

  /// A short stable name: `waiting-for-parent`, `blocked`, … (scenario `expect` and JSON).
  public var name: String { kind.rawValue }

  /// Every step name, in the order of the steps, for validation and help.
  public static let allNames = Kind.allCases.map(\.rawValue)
}
