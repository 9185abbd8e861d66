/// A banner's lines wrapped to one width, kept from one frame to the next.
///
/// Wrapping a step's narration is the costliest text work of a key: the key context (is the
/// banner cut?), the overlay area and the frame each need it. The shell wraps it once per
/// narration and width and hands the result to every one of them (see ``ShellFrame/bannerWrap``).
public struct WrappedBanner: Hashable, Sendable {
  /// The banner as given, before wrapping.
  public let source: [Line]
  /// The width it was wrapped to, in columns.
  public let columns: Int
  /// The wrapped rows, every one of them (not cut to a row limit).
  public let lines: [Line]

  /// Wraps `source` to `columns`.
  public init(_ source: [Line], columns: Int) {
    self.source = source
    self.columns = columns
    self.lines = source.flatMap { $0.wrapped(to: columns) }
  }

  /// Whether these are the rows of `banner` wrapped to `columns`.
  public func wraps(_ banner: [Line], columns: Int) -> Bool {
    self.columns == columns && source == banner
  }

  /// The wrapped rows of `banner` at `columns`: kept ones when they were wrapped from the same
  /// banner at the same width, otherwise wrapped now.
  public static func lines(of banner: [Line], columns: Int, kept: WrappedBanner?) -> [Line] {
    if let kept, kept.wraps(banner, columns: columns) { return kept.lines }
    return banner.flatMap { $0.wrapped(to: columns) }
  }
}
