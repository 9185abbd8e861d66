import Presentation

extension SystemSurface {
  /// Whether `key` names this surface: its `id`, or its name alone (any variant).
  public func matches(_ key: String) -> Bool {
    key == id || key == name
  }
}
