import FlowEngine

/// What `requestAgeRange` gives the app: a response, or a thrown error.
public enum AgeRangeResult: Hashable, Sendable {
  /// The call returned.
  case response(AgeRangeResponse)
  /// The call threw.
  case error(AgeRangeError)

  /// The shared range, if the person shared.
  public var sharedRange: SharedAgeRange? {
    if case .response(.sharing(let shared)) = self { return shared }
    return nil
  }

  /// The result as the app's flow reads it: a shared range, checked when the declaration records
  /// a check; no age shared; or the error's name.
  public var signal: AgeSignal {
    switch self {
    case .response(.sharing(let shared)):
      .shared(shared.range, checked: shared.declaration?.isChecked == true)
    case .response(.declinedSharing): .declined
    case .error(let error): .unavailable(error.name)
    }
  }
}
