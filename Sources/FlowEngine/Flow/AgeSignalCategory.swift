/// The ways the flow reads an age signal: a minor, a verified or unverified adult, a decline,
/// or no answer.
public enum AgeSignalCategory: Hashable, Sendable {
  /// The upper bound is below 18.
  case minor(AgeRange)
  /// An adult whose age the store says was checked, not only declared.
  case verifiedAdult(AgeRange)
  /// An adult whose age is only declared.
  case unverifiedAdult(AgeRange)
  /// The person declined to share.
  case declined
  /// The store could not answer; the error's name.
  case failed(String)

  /// Classifies a signal.
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
