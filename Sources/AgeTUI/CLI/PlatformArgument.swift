import ArgumentParser
import Scenarios

/// A platform named on the command line: one of `List`'s, by its name in any case
/// (``ValueSpelling``), so `--help`, the
/// error for another word and the shells' completions list what the registration list holds,
/// and the command gets what the list registered for it.
struct PlatformArgument<List: PlatformList>: ExpressibleByArgument, Sendable {
  /// What the list registered for the platform named.
  let kind: List.Kind

  /// The platform named.
  var platform: ScenarioPlatform { List.platform(of: kind) }

  /// `kind`, as a default value.
  init(_ kind: List.Kind) {
    self.kind = kind
  }

  init?(argument: String) {
    guard
      let kind = ValueSpelling.first(
        argument, in: List.kinds, spelled: { List.platform(of: $0).rawValue })
    else { return nil }
    self.kind = kind
  }

  /// The platform's name, as `--help` shows a default.
  var defaultValueDescription: String { platform.rawValue }

  /// The platforms' names, in the list's order.
  static var allValueStrings: [String] { List.kinds.map { List.platform(of: $0).rawValue } }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The help's value name: `apple|google-play`.
  static var valueName: String { allValueStrings.joined(separator: "|") }
}
