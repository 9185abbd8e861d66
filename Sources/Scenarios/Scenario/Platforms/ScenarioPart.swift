/// One store's part of a scenario: what its section of the file holds, its world and script
/// (Apple's `AppleScript`, Google Play's `PlayScript`).
public protocol ScenarioPart: Hashable, Sendable {
  /// The platform whose part it is.
  var platform: ScenarioPlatform { get }
  /// How many script steps the part has.
  var scriptLength: Int { get }
  /// Each script step's caption as written, in order (none for a part without captions).
  var writtenCaptions: [WrittenCaption] { get }
  /// What the part's script steps claim in their own words that the store's simulation after
  /// them does not have, found by playing the part of `scenario` (``UnfoundedClaim``).
  func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim]
}

extension ScenarioPart {
  /// Whether `other` is a part of the same type, equal to this one.
  public func isSame(as other: any ScenarioPart) -> Bool {
    (other as? Self) == self
  }
}
