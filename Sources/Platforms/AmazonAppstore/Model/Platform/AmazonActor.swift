/// Who sends or receives something in Amazon's trace.
public enum AmazonActor: String, Hashable, Sendable, CaseIterable {
  /// The app on the Fire tablet.
  case app
  /// Amazon Appstore on the device and Amazon's service behind `GetUserAgeData`.
  case appstore
  /// The child using the app.
  case child
  /// The parent (how Amazon asks a parent is undocumented, amazon.md §10).
  case parent
  /// The developer, in the Developer Console.
  case developer
  /// The simulated clock.
  case clock
}
