import ArgumentParser

/// `agetui ask --platform`: whose API answers.
enum AskPlatform: String, CaseIterable, ExpressibleByArgument {
  /// Apple's Declared Age Range: `requestAgeRange(ageGates:)`.
  case apple
  /// Google Play's Age Signals: `requestAgeSignalsAccess` and `checkAgeSignals`.
  case googlePlay = "google-play"
}
