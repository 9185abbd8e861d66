import Reports
import Scenarios

/// One row of a comparison: something a trainer points at in each column.
public enum CompareAspect: String, CaseIterable, Hashable, Sendable {
  /// What the person's iPhone shows now: the app's screen and any system sheet over it.
  case screen
  /// What the person saw along the way: prompts, sheets and notifications, in order.
  case saw
  /// What the app learned from `requestAgeRange`: the response, the bounds, the declaration.
  case learned
  /// The app's flow step and branch.
  case flow
  /// The parent's side: questions, their state, and the parent's notifications.
  case parent
  /// Script steps the simulation refused in this column (a sheet that never showed, say).
  case refused
  /// Google Play: what the app last received from Age Signals, in Google's field names.
  case received
  /// Google Play: the parent's side in Family Link (Play's requests and their answers).
  case familyLink

  /// The row's heading.
  public var title: String {
    switch self {
    case .screen: "On screen now"
    case .saw: "The person saw"
    case .learned: "The app learned"
    case .flow: "Flow step"
    case .parent: "The parent"
    case .refused: "Script steps refused"
    case .received: "The app received"
    case .familyLink: "Family Link"
    }
  }

  /// The aspects a store's side shows, in order (`refused` only when some column refused).
  public static func all(on store: StoreName) -> [CompareAspect] {
    switch store {
    case .apple: [.screen, .saw, .learned, .flow, .parent, .refused]
    case .googlePlay: [.screen, .saw, .received, .flow, .familyLink, .refused]
    }
  }
}
