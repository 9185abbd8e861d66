/// The simulated app: its name, its own age gates and gated feature, and its significant changes.
public struct AppConfig: Hashable, Sendable {
  /// The name prompts show ("Landmarks").
  public var name: String
  /// The bundle identifier (cache key, revocation target).
  public var bundleID: String
  /// The gates the app passes for its own gated feature (16 for photo sharing).
  public var gates: [Int]
  /// The feature the gates unlock ("Photo sharing").
  public var featureName: String
  /// The lowest age the feature is for; the feature is on when the shared lower bound reaches it.
  public var featureMinimumAge: Int
  /// Every significant change, oldest first.
  public var changes: [SignificantChange]
  /// The version the store offers now.
  public var currentVersion: AppVersion
  /// The version the person first installed.
  public var originalInstallVersion: AppVersion
  /// Days after which an approval a parent has not answered lapses; nil for never.
  public var questionExpiryDays: Int?

  /// Creates an app.
  public init(
    name: String, bundleID: String, gates: [Int], featureName: String, featureMinimumAge: Int,
    changes: [SignificantChange], currentVersion: AppVersion, originalInstallVersion: AppVersion,
    questionExpiryDays: Int? = 7
  ) {
    self.name = name
    self.bundleID = bundleID
    self.gates = gates
    self.featureName = featureName
    self.featureMinimumAge = featureMinimumAge
    self.changes = changes
    self.currentVersion = currentVersion
    self.originalInstallVersion = originalInstallVersion
    self.questionExpiryDays = questionExpiryDays
  }

  /// The changes someone running `installed` must still be told about: introduced after the
  /// original install version, at or before the installed one, and not yet handled.
  public func pendingChanges(installed: AppVersion, handled: Set<ChangeID>) -> [SignificantChange] {
    changes.filter {
      $0.introducedIn > originalInstallVersion && $0.introducedIn <= installed
        && !handled.contains($0.id)
    }
  }

  /// The changes the install version covers: handled automatically, never asked about.
  public var changesCoveredByInstall: [SignificantChange] {
    changes.filter { $0.introducedIn <= originalInstallVersion }
  }

  /// The text a parent or adult reads for a set of changes.
  public static func describe(_ changes: [SignificantChange]) -> String {
    changes.map(\.description).joined(separator: " ")
  }
}
