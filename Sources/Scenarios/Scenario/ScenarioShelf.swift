/// The built-in scenarios as a layer that cannot name the stores sees them: their texts, the
/// one `agetui` opens on, and the loaded scenarios. The executable hands it down (the stores'
/// registration, `Stores`, loads them); a screen that opens no other scenario gets ``empty``.
public struct ScenarioShelf: Sendable {
  /// Every built-in's text, in display order.
  public let sources: [BuiltInScenario]
  /// The name of the built-in `agetui` opens on.
  public let defaultName: String
  private let loadAll: @Sendable () -> [Scenario]

  /// A shelf of `sources` whose scenarios `loadAll` gives (loaded once, by the giver).
  public init(
    sources: [BuiltInScenario], defaultName: String,
    loadAll: @escaping @Sendable () -> [Scenario]
  ) {
    self.sources = sources
    self.defaultName = defaultName
    self.loadAll = loadAll
  }

  /// Every built-in that loads, in display order.
  public var all: [Scenario] { loadAll() }

  /// The built-in text named `name`, if there is one.
  public func source(named name: String) -> BuiltInScenario? {
    sources.first { $0.name == name }
  }

  /// A shelf with nothing on it.
  public static let empty = ScenarioShelf(sources: [], defaultName: "", loadAll: { [] })
}
