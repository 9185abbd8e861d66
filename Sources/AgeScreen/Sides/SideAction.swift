import Scenarios

/// A key's action on a platform's side, its type erased so that one session holds sides of
/// every platform (``StoreSession``): the platform it belongs to, and the side's own action,
/// which only that platform's side reads back (``value(as:)``).
public struct SideAction: Hashable, Sendable {
  /// The platform whose side acts.
  public let platform: ScenarioPlatform
  /// The side's own action.
  private let action: any SideActionValue

  /// `action` on `platform`'s side.
  public init<Action: Hashable & Sendable>(_ action: Action, on platform: ScenarioPlatform) {
    self.platform = platform
    self.action = TypedSideAction(value: action)
  }

  /// The side's own action, when it is an `Action`.
  public func value<Action: Hashable & Sendable>(as type: Action.Type) -> Action? {
    (action as? TypedSideAction<Action>)?.value
  }

  /// Same platform, same action.
  public static func == (lhs: SideAction, rhs: SideAction) -> Bool {
    lhs.platform == rhs.platform && lhs.action.isEqual(to: rhs.action)
  }

  /// The platform and the action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(platform)
    action.hash(into: &hasher)
  }
}

/// What ``SideAction`` keeps of a side's action: a value that compares with a value of any
/// type (equal only to its own type's equal values) and hashes.
private protocol SideActionValue: Sendable {
  func isEqual(to other: any SideActionValue) -> Bool
  func hash(into hasher: inout Hasher)
}

/// A side's action of one type, as ``SideAction`` keeps it.
private struct TypedSideAction<Action: Hashable & Sendable>: SideActionValue, Hashable {
  let value: Action

  func isEqual(to other: any SideActionValue) -> Bool {
    (other as? Self) == self
  }
}
