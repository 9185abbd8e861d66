/// A scenario's platform parts, in the order their sections are registered
/// (the loader's sections' order): at most one for each platform.
public struct ScenarioParts: Hashable, Sendable {
  /// Every part.
  public private(set) var all: [any ScenarioPart]

  /// The parts `all`, keeping the last one given for a platform.
  public init(_ all: [any ScenarioPart] = []) {
    self.all = []
    for part in all { set(part) }
  }

  /// The part of type `Part`, if the scenario has one.
  public func part<Part: ScenarioPart>(_ type: Part.Type) -> Part? {
    // A loop, not a lazy `compactMap`: the runtime finds a generic lazy sequence's associated
    // types by scanning all of the binary's conformances, for each new `Part` (issue 40).
    for part in all {
      if let part = part as? Part { return part }
    }
    return nil
  }

  /// Puts `part` in place of its platform's part, or after the others.
  public mutating func set(_ part: any ScenarioPart) {
    if let index = all.firstIndex(where: { $0.platform == part.platform }) {
      all[index] = part
    } else {
      all.append(part)
    }
  }

  /// Removes the part of type `Part`.
  public mutating func remove<Part: ScenarioPart>(_ type: Part.Type) {
    all.removeAll { $0 is Part }
  }

  /// Equal when each part is equal to the other's in the same place.
  public static func == (lhs: ScenarioParts, rhs: ScenarioParts) -> Bool {
    lhs.all.count == rhs.all.count
      && zip(lhs.all, rhs.all).allSatisfy { $0.isSame(as: $1) }
  }

  /// Hashes every part, in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(all.count)
    for part in all { part.hash(into: &hasher) }
  }
}
