import Analyses
import ArgumentParser
import Scenarios
import Stores

/// `compare --by`: a setting some platform's side is compared by (each of
/// `Stores.compareSides`'s, once: `mode`, `region`, `os`, `sdk`), or `platform`, a
/// scenario's Apple and Google Play runs side by side.
enum CompareByArgument: ExpressibleByArgument, Equatable, Sendable {
  /// One setting changed between columns.
  case dimension(CompareDimension)
  /// Apple and Google Play side by side, for a scenario that names both.
  case platform

  /// `--by`'s word for comparing the stores rather than a setting.
  private static let platformWord = "platform"

  init?(argument: String) {
    if ValueSpelling.matches(argument, Self.platformWord) {
      self = .platform
      return
    }
    let dimensions = CompareSideKind.dimensions(of: Stores.compareSides)
    guard let dimension = ValueSpelling.first(argument, in: dimensions, spelled: \.rawValue)
    else { return nil }
    self = .dimension(dimension)
  }

  /// Every word `--by` takes, the settings first: what the error for another word offers and
  /// the shells complete.
  static var allValueStrings: [String] {
    CompareSideKind.dimensions(of: Stores.compareSides).map(\.rawValue) + [platformWord]
  }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The help's value name: `mode|region|os|sdk|platform`.
  static var valueName: String { allValueStrings.joined(separator: "|") }
}
