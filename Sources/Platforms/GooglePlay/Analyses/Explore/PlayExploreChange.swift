import Analyses

/// What the developer does with the significant change declared in Play Console, in a Google
/// Play sweep.
public enum PlayExploreChange: String, CaseIterable, Sendable {
  /// The change takes effect on its date, and Play asks a supervised child's parent.
  case effective
  /// The developer cancels it in Play Console at once, well before the 48 hours' notice ends.
  case cancelled
}
