import ApplePresentation
import Presentation

extension SystemSurface {
  /// Whether `key` names this surface: its `id`, or its name alone (any variant).
  public func matches(_ key: String) -> Bool {
    key == id || key == name
  }

  /// Every key `run --step` accepts: each name, then each `name:variant`.
  public static var keys: [String] {
    var names: [String] = []
    for surface in all where !names.contains(surface.name) {
      names.append(surface.name)
    }
    return names + all.filter { $0.variant != nil }.map(\.id)
  }
}
