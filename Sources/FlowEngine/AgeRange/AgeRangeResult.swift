/// What `requestAgeRange` gives the app: a response, or a thrown error.
public enum AgeRangeResult: Hashable, Sendable, Codable {
  /// The call returned.
  case response(AgeRangeResponse)
  /// The call threw.
  case error(AgeRangeError)

  /// The shared range, if the person shared.
  public var sharedRange: SharedAgeRange? {
    if case .response(.sharing(let shared)) = self { return shared }
    return nil
  }
}
