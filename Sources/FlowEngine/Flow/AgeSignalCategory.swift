/// `AgeRangeResult.from(_:)` in Apple's sample: the four ways a response is read.
public enum AgeSignalCategory: Hashable, Sendable {
  /// The upper bound is below 18.
  case minor(AgeRange)
  /// An adult whose declaration records a check (`confirmed`, or a checked case on 26.2–26.4).
  case verifiedAdult(AgeRange)
  /// An adult whose age is only declared.
  case unverifiedAdult(AgeRange)
  /// The person declined to share.
  case declined
  /// The platform could not answer (Apple: `requestAgeRange` threw); the error's name.
  case failed(String)

  /// Classifies a signal as the sample does.
  public init(_ signal: AgeSignal) {
    switch signal {
    case .unavailable(let name):
      self = .failed(name)
    case .declined:
      self = .declined
    case .shared(let range, let checked):
      if range.isBelow(SignificantChangeFlow.ageOfMajorityGate) {
        self = .minor(range)
      } else if checked {
        self = .verifiedAdult(range)
      } else {
        self = .unverifiedAdult(range)
      }
    }
  }
}
