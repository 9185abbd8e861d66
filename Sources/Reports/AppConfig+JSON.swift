import FlowEngine
import Scenarios

extension AppConfig {
  /// The app's fields as the run and explore JSON documents open its object with, in their
  /// order; each document then adds `changes` in its own form.
  public var jsonFields: [(String, JSONValue)] {
    [
      ("name", .string(name)), ("bundleId", .string(bundleID)),
      ("version", .string(currentVersion.description)),
      ("installedAt", .string(originalInstallVersion.description)),
      ("gates", .array(gates.map(JSONValue.int))),
      ("feature", .string(featureName)), ("featureMinimumAge", .int(featureMinimumAge)),
    ]
  }
}
