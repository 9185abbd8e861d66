import Scenarios

/// One row of a comparison: something a trainer points at in each column. An open set: a
/// platform's side (``CompareSide``) lists the rows it shows. The rows more than one store shows
/// are here; a store declares its own in its room (Apple's `learned`, Google Play's
/// `familyLink`, Amazon's `consentRequests`).
public struct CompareAspect: Hashable, Sendable {
  /// The JSON's id: `screen`, `saw`, `learned`.
  public let rawValue: String
  /// The row's heading.
  public let title: String

  /// A row `rawValue`, headed `title`.
  public init(_ rawValue: String, title: String) {
    self.rawValue = rawValue
    self.title = title
  }

  /// What the person's device shows now: the app's screen and any system sheet over it.
  public static let screen = CompareAspect("screen", title: "On screen now")
  /// What the person saw along the way: prompts, sheets and notifications, in order.
  public static let saw = CompareAspect("saw", title: "The person saw")
  /// The app's flow step and branch.
  public static let flow = CompareAspect("flow", title: "Flow step")
  /// The parent's side: questions, their state, and the parent's notifications.
  public static let parent = CompareAspect("parent", title: "The parent")
  /// Script steps the simulation refused in this column (a sheet that never showed, say).
  public static let refused = CompareAspect("refused", title: "Script steps refused")
  /// What the app last received from the store's age API, in the store's own field names.
  public static let received = CompareAspect("received", title: "The app received")

  /// The aspects `platform`'s side shows among `kinds`, in order (`refused` only when some
  /// column refused); none for a platform `compare` does not replay.
  public static func all(on platform: ScenarioPlatform, kinds: [CompareSideKind])
    -> [CompareAspect]
  {
    CompareSideKind.named(platform, in: kinds)?.aspects ?? []
  }
}
