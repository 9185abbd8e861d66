import Apple
import ArgumentParser
import FlowEngine
import Scenarios

/// The `--os` value: one of the modelled OS versions, e.g. `26.5`.
struct OSArgument: ExpressibleByArgument, Sendable {
  /// The version.
  var version: OSVersion

  /// The newest 26.x release.
  static let standard = OSArgument(version: .newest26)

  init(version: OSVersion) {
    self.version = version
  }

  init?(argument: String) {
    guard let version = ValueSpelling.value(argument, of: OSVersion.self) else { return nil }
    self.version = version
  }

  var defaultValueDescription: String { version.rawValue }

  static var allValueStrings: [String] { OSVersion.allCases.map(\.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
