import AgeScreen
import FlowEngine

// MARK: - Share Age Range Again, one key away

extension AppleShell {
  /// Clears the app's cached answer, as Settings' "Share Age Range Again" does, so the trainer
  /// who was told "no prompt will show" can bring the prompt back without hunting for the row.
  public mutating func shareAgeRangeAgain() {
    perform(.shareAgeRangeAgain)
  }
}
