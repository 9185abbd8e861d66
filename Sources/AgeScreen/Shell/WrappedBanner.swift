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

  /// The columns a banner wraps to on a screen `width` columns wide: one blank column is left
  /// on each side.
  public static func columns(onScreenWidth width: Int) -> Int { max(1, width - 2) }

  /// `banner` wrapped to `columns`: `kept` when it was wrapped from the same banner at the same
  /// width, otherwise wrapped now.
  public static func wrapping(_ banner: [Line], columns: Int, keeping kept: WrappedBanner?)
    -> WrappedBanner
  {
    if let kept, kept.wraps(banner, columns: columns) { return kept }
    return WrappedBanner(banner, columns: columns)
  }
}
