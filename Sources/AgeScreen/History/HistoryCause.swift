/// Why a stretch of the session history began: what `u` undoes when it steps back past it.
public enum HistoryCause: String, Hashable, Sendable, Codable {
  /// The scenario was opened (at start-up, from the picker, or by `--scenario`).
  case opened
  /// `n`: the walkthrough's next step.
  case nextStep
  /// `p`: the walkthrough's previous step.
  case previousStep
  /// `w`: back to where the script was left.
  case returnToScript
  /// `r`: the scenario's start.
  case reset
  /// Auto-play's next step.
  case autoplay

  /// What the key did, for the undo notice ("Undid n (next step)").
  public var label: String {
    switch self {
    case .opened: "opening the scenario"
    case .nextStep: "n (next step)"
    case .previousStep: "p (previous step)"
    case .returnToScript: "w (return to the script)"
    case .reset: "r (reset)"
    case .autoplay: "an auto-play step"
    }
  }
}
