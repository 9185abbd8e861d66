/// The bounds the app receives: never a birthdate, never an exact age.
public struct AgeRange: Hashable, Sendable, CustomStringConvertible {
  /// The lowest age in the range; nil when the person is below the lowest gate.
  public var lowerBound: Int?
  /// The highest age in the range; nil when the person is at or above the highest gate.
  public var upperBound: Int?

  /// Creates a range.
  public init(lowerBound: Int?, upperBound: Int?) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// "13–15", "12 or under", "16 or over".
  public var description: String {
    switch (lowerBound, upperBound) {
    case (let lower?, let upper?): "\(lower)–\(upper)"
    case (nil, let upper?): "\(upper) or under"
    case (let lower?, nil): "\(lower) or over"
    case (nil, nil): "any age"
    }
  }

  /// Whether the whole range lies below an age (e.g. the age of majority).
  public func isBelow(_ age: Int) -> Bool {
    upperBound.map { $0 < age } ?? false
  }
}
