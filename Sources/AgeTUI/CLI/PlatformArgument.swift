import ArgumentParser
import Scenarios

/// A platform named on the command line: one of `List`'s, by its exact name, so `--help`, the
/// error for another word and the shells' completions list what the registration list holds.
struct PlatformArgument<List: PlatformList>: ExpressibleByArgument, Sendable {
  /// The platform named.
  var platform: ScenarioPlatform

  /// `platform`, as a default value.
  init(_ platform: ScenarioPlatform) {
    self.platform = platform
  }

  init?(argument: String) {
    guard let platform = List.platforms.first(where: { $0.rawValue == argument }) else {
      return nil
    }
    self.platform = platform
  }

  /// The platform's name, as `--help` shows a default.
  var defaultValueDescription: String { platform.rawValue }

  /// The platforms' names, in the list's order.
  static var allValueStrings: [String] { List.platforms.map(\.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The help's value name: `apple|google-play`.
  static var valueName: String { allValueStrings.joined(separator: "|") }
}
