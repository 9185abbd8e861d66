import ArgumentParser
import Scenarios

/// A platform named on the command line: one of `List`'s, by its exact name, so `--help`, the
/// error for another word and the shells' completions list what the registration list holds.
struct PlatformArgument<List: PlatformList>: ExpressibleByArgument, Sendable {
  /// The platform named.
  var platform: ScenarioPlatform

  init?(argument: String) {
    guard let platform = List.platforms.first(where: { $0.rawValue == argument }) else {
      return nil
    }
    self.platform = platform
  }

  /// The platforms' names, in the list's order.
  static var allValueStrings: [String] { List.platforms.map(\.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The help's value name: `apple|google-play`.
  static var valueName: String { allValueStrings.joined(separator: "|") }
}
