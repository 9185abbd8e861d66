import FlowEngine

/// `AgeRangeService.AgeRange`: a shared range with its declaration and active controls.
public struct SharedAgeRange: Hashable, Sendable {
  /// The bounds.
  public var range: AgeRange
  /// How the age was set.
  public var declaration: AgeRangeDeclaration?
  /// The controls a parent turned on; empty at or above the age of majority.
  public var activeParentalControls: [AppleParentalControl]

  /// Creates a shared range.
  public init(
    range: AgeRange, declaration: AgeRangeDeclaration?,
    activeParentalControls: [AppleParentalControl]
  ) {
    self.range = range
    self.declaration = declaration
    self.activeParentalControls = activeParentalControls
  }
}
