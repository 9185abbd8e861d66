/// The switches for what amazon.md marks [I] or [U] (docs/assumptions.md, "Amazon Appstore"):
/// each default is AgeTUI's reading, the other value the reading it cannot rule out.
public struct AmazonAssumptions: Hashable, Sendable {
  /// When Texas returns live responses (amazon.md §8 [I]).
  public var texas: AmazonTexasReading
  /// What `userStatus` holds in an error row (amazon.md §4 [U]).
  public var errorShape: AmazonErrorShape
  /// What a significant change reported in the Developer Console does to a child's consent
  /// (amazon.md §6 [I]).
  public var changeConsent: AmazonChangeConsent
  /// Whether Alabama's law binds from 2027-01-01; Amazon's page does not name it (amazon.md §8
  /// [U]), so it is off by default.
  public var alabama: Bool

  /// The switches; the defaults are AgeTUI's readings.
  public init(
    texas: AmazonTexasReading = .liveFromStay, errorShape: AmazonErrorShape = .emptyString,
    changeConsent: AmazonChangeConsent = .renewed, alabama: Bool = false
  ) {
    self.texas = texas
    self.errorShape = errorShape
    self.changeConsent = changeConsent
    self.alabama = alabama
  }

  /// AgeTUI's readings.
  public static let standard = AmazonAssumptions()
}
