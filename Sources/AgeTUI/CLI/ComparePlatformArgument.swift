import Analyses
import ArgumentParser
import Scenarios

/// `compare --store`: the platform whose side to compare, one of those `compare` replays
/// (`CompareSideKind.builtIn`), so a platform's side is named here by registering it there.
struct ComparePlatformArgument: ExpressibleByArgument, Sendable {
  /// The platform asked for.
  var platform: ScenarioPlatform

  init?(argument: String) {
    guard let kind = CompareSideKind.builtIn.first(where: { $0.platform.rawValue == argument })
    else { return nil }
    platform = kind.platform
  }

  /// The platforms' names, in the list's order: what the error for another word offers and
  /// the shells complete.
  static var allValueStrings: [String] { CompareSideKind.builtIn.map(\.platform.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The help's value name: `apple|google-play`.
  static var valueName: String { allValueStrings.joined(separator: "|") }
}
