import Reports
import Scenarios

/// Which walkthrough step a comparison is made at.
public enum CompareStep: Hashable, Sendable {
  /// A step by number: 0 (the start) to the last.
  case number(Int)
  /// The last step (the end of the walkthrough).
  case last
  /// The first step at which the compared setting changes what the columns show; the last
  /// step when none does. What `agetui compare` does without `--at`.
  case firstDifference
}
