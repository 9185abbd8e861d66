/// A string a simulated device shows, with where its words come from: Apple's documented
/// wording (quoted, with its source), AgeTUI's assumption, the app's own text, or a control of
/// the simulator's.
public struct Wording: Hashable, Sendable {
  /// The exact text shown.
  public var text: String
  /// Where the words come from.
  public var source: WordingSource

  /// Creates a wording.
  public init(_ text: String, _ source: WordingSource) {
    self.text = text
    self.source = source
  }

  /// Whether the words are AgeTUI's assumption, which screens mark (`≈`) so nobody copies
  /// them into a spec as Apple's.
  public var isAssumed: Bool { source.isAssumed }
}
