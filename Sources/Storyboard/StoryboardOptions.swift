/// How the device pictures are drawn.
public struct StoryboardOptions: Hashable, Sendable {
  /// Whether AgeTUI's wording carries its dotted underline (`--no-wording-marks` hides it for
  /// clean pictures; the page's legend then says the marks are hidden).
  public var showsWordingMarks: Bool

  /// Options with the marks shown unless `showsWordingMarks` is false.
  public init(showsWordingMarks: Bool = true) {
    self.showsWordingMarks = showsWordingMarks
  }

  /// The legend's words for the marks.
  public var legend: String {
    showsWordingMarks
      ? "dotted underline: AgeTUI's wording, not Apple's"
      : "wording marks hidden (--no-wording-marks): AgeTUI's wording is not told apart from Apple's"
  }
}
