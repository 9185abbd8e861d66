import Scenarios

/// One row of a comparison: something a trainer points at in each column. An open set: a
/// platform's side (``CompareSide``) lists the rows it shows and may bring its own.
public struct CompareAspect: RawRepresentable, Hashable, Sendable {
  /// The JSON's id: `screen`, `saw`, `learned`.
  public let rawValue: String
  /// The row's heading.
  public let title: String

  /// A row `rawValue`, headed `title`.
  public init(_ rawValue: String, title: String) {
    self.rawValue = rawValue
    self.title = title
  }

  /// One of the built-in rows by its id; nil for any other.
  public init?(rawValue: String) {
    guard let known = Self.builtIn.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = known
  }

  /// What the person's device shows now: the app's screen and any system sheet over it.
  public static let screen = CompareAspect("screen", title: "On screen now")
  /// What the person saw along the way: prompts, sheets and notifications, in order.
  public static let saw = CompareAspect("saw", title: "The person saw")
  /// What the app learned from `requestAgeRange`: the response, the bounds, the declaration.
  public static let learned = CompareAspect("learned", title: "The app learned")
  /// The app's flow step and branch.
  public static let flow = CompareAspect("flow", title: "Flow step")
  /// The parent's side: questions, their state, and the parent's notifications.
  public static let parent = CompareAspect("parent", title: "The parent")
  /// Script steps the simulation refused in this column (a sheet that never showed, say).
  public static let refused = CompareAspect("refused", title: "Script steps refused")
  /// Google Play: what the app last received from Age Signals, in Google's field names.
  public static let received = CompareAspect("received", title: "The app received")
  /// Google Play: the parent's side in Family Link (Play's requests and their answers).
  public static let familyLink = CompareAspect("familyLink", title: "Family Link")

  /// The rows the built-in stores show.
  public static let builtIn: [CompareAspect] = [
    .screen, .saw, .learned, .flow, .parent, .refused, .received, .familyLink,
  ]

  /// The aspects `platform`'s side shows among `kinds`, in order (`refused` only when some
  /// column refused); none for a platform `compare` does not replay.
  public static func all(on platform: ScenarioPlatform, kinds: [CompareSideKind])
    -> [CompareAspect]
  {
    CompareSideKind.named(platform, in: kinds)?.aspects ?? []
  }
}
