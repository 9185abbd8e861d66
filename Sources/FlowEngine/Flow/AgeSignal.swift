/// What a store told the app about the person's age, in the terms the app's flow branches on.
///
/// Each store reads its own answer into one; the flow never sees a store's types.
public enum AgeSignal: Hashable, Sendable {
  /// The person shared a range; `checked` when the platform says the age was checked, not only
  /// declared.
  case shared(AgeRange, checked: Bool)
  /// The person did not share an age.
  case declined
  /// The store could not answer; the name of its error, as the blocked screen shows it.
  case unavailable(String)

  /// The shared range; nil when none was shared.
  public var range: AgeRange? {
    if case .shared(let range, _) = self { return range }
    return nil
  }
}
