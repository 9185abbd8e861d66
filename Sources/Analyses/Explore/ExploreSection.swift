import Reports

/// One platform's sweep as `explore --platforms` prints it: alone, as its own report, or as
/// a section of the platforms' report (``PlatformExploreReport``) beside the others'. Apple's
/// ``AppleExploreReport`` is a section; another store brings its own from its room.
public protocol ExploreSection: Sendable {
  /// The platform swept.
  var platform: ExplorePlatform { get }
  /// Whether every invariant held on every case.
  var passed: Bool { get }
  /// The cases swept.
  var caseCount: Int { get }
  /// The distinct states and transitions the sweep visited, for `--timing`'s rates; nil for a
  /// sweep that does not count them.
  var visited: (states: Int, transitions: Int)? { get }

  /// The sweep as its own report in `format` (text, Markdown, JSON, CSV): what `explore`
  /// prints when it sweeps this platform alone. A section's text, Markdown and JSON are the
  /// same inside the platforms' report.
  func writeAlone(_ format: ReportFormat, to output: ReportOutput)

  /// Every case as a CSV row in the platforms' layout: the platform's name, the shared
  /// columns, then `before` empty cells for the platforms' own columns listed before this
  /// one's, its own (``ExplorePlatform/csvColumns``), and `after` empty cells for those after.
  func writeCSVRows(_ write: (String) -> Void, before: Int, after: Int)
}

extension ExploreSection {
  /// A sweep that does not count the states it visits.
  public var visited: (states: Int, transitions: Int)? { nil }
}
