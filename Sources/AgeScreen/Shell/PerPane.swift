/// One value for each of the four panes, addressable by ``Pane``. Unlike a dictionary it can
/// never lack a pane, and it encodes as a readable JSON object.
public struct PerPane<Value> {
  /// The Child device value.
  public var child: Value
  /// The Parent device value.
  public var parent: Value
  /// The Settings value.
  public var settings: Value
  /// The Timeline value.
  public var timeline: Value

  /// The four values.
  public init(child: Value, parent: Value, settings: Value, timeline: Value) {
    self.child = child
    self.parent = parent
    self.settings = settings
    self.timeline = timeline
  }

  /// The value for `pane`.
  public subscript(pane: Pane) -> Value {
    get {
      switch pane {
      case .child: return child
      case .parent: return parent
      case .settings: return settings
      case .timeline: return timeline
      }
    }
    set {
      switch pane {
      case .child: child = newValue
      case .parent: parent = newValue
      case .settings: settings = newValue
      case .timeline: timeline = newValue
      }
    }
  }
}

extension PerPane {
  /// Creates the values by calling `make` for each pane.
  public init(_ make: (Pane) -> Value) {
    self.init(
      child: make(.child), parent: make(.parent), settings: make(.settings),
      timeline: make(.timeline))
  }
}

extension PerPane: Equatable where Value: Equatable {}
extension PerPane: Hashable where Value: Hashable {}
extension PerPane: Sendable where Value: Sendable {}
extension PerPane: Codable where Value: Codable {}
