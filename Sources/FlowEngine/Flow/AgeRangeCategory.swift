/// `AgeRangeResult.from(_:)` in Apple's sample: the four ways a response is read.
public enum AgeRangeCategory: Hashable, Sendable {
  /// The upper bound is below 18.
  case minor(AgeRange)
  /// An adult whose declaration records a check (`confirmed`, or a checked case on 26.2–26.4).
  case verifiedAdult(AgeRange)
  /// An adult whose age is only declared.
  case unverifiedAdult(AgeRange)
  /// The person declined to share.
  case declined
  /// `requestAgeRange` threw.
  case failed(AgeRangeError)

  /// Classifies a result as the sample does.
  public init(_ result: AgeRangeResult) {
    switch result {
    case .error(let error):
      self = .failed(error)
    case .response(.declinedSharing):
      self = .declined
    case .response(.sharing(let shared)):
      if shared.range.isBelow(SignificantChangeFlow.ageOfMajorityGate) {
        self = .minor(shared.range)
      } else if shared.declaration?.isChecked == true {
        self = .verifiedAdult(shared.range)
      } else {
        self = .unverifiedAdult(shared.range)
      }
    }
  }
}
