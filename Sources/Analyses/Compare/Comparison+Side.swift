import Scenarios

// MARK: - The side a comparison replays

extension Comparison {
  /// The side a comparison replays, of the first of `kinds` that is `platform` (when given) or
  /// that the scenario runs on. Throws when the scenario does not run on `platform`, or its
  /// side does not have the setting (the iOS version is Apple's, another store has its own),
  /// or it runs on none of `kinds`.
  static func side(
    of scenario: Scenario, platform: ScenarioPlatform?, by dimension: CompareDimension,
    kinds: [CompareSideKind]
  ) throws(CompareError) -> any CompareSide {
    let sides = kinds.filter { scenario.platforms.contains($0.platform) }
    guard let chosen = platform ?? sides.first?.platform else {
      throw CompareError(
        "\(scenario.name) runs on no store compare replays ("
          + kinds.map(\.platform.rawValue).joined(separator: ", ") + ")")
    }
    guard let kind = sides.first(where: { $0.platform == chosen }) else {
      throw CompareError(
        "--store \(chosen.rawValue): \(scenario.name) runs on "
          + ListPhrase.joined(sides.map(\.platform.title)) + " only.")
    }
    if kind.dimensions.contains(dimension) { return try kind.side(scenario) }
    throw CompareError(
      missing(dimension, on: kind, of: scenario, sides: sides, kinds: kinds))
  }

  /// What the error says when `kind`'s side does not have `dimension`: whose setting it is,
  /// what the side is compared by, and the side that has it when the scenario runs there too.
  private static func missing(
    _ dimension: CompareDimension, on kind: CompareSideKind, of scenario: Scenario,
    sides: [CompareSideKind], kinds: [CompareSideKind]
  ) -> String {
    let owners = kinds.filter { $0.platform != kind.platform && $0.dimensions.contains(dimension) }
    let what =
      owners.isEmpty
      ? "no side is compared by the \(dimension.title)"
      : "the \(dimension.title) is " + ListPhrase.joined(owners.map(\.platform.title)) + "'s"
    let comparesStores = CompareSideKind.comparesStores(scenario, kinds: kinds)
    let names = kind.dimensions.map(\.rawValue) + (comparesStores ? ["platform"] : [])
    let works =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      : names.first ?? ""
    let owner = owners.first { owner in sides.contains { $0.platform == owner.platform } }
    let switching =
      owner.map { owner in
        owner.platform == sides.first?.platform
          ? "; drop --store \(kind.platform.rawValue) to compare its \(owner.platform.title) "
            + "side by \(dimension.rawValue)"
          : "; add --store \(owner.platform.rawValue) to compare its \(owner.platform.title) "
            + "side by \(dimension.rawValue)"
      } ?? ""
    return "--by \(dimension.rawValue): \(what), and \(scenario.name) is compared on "
      + kind.platform.title + (sides.count == 1 ? ", the only store it runs on" : "")
      + ": use --by \(works)\(switching)"
  }
}
