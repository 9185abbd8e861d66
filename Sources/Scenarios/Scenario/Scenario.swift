import FlowEngine

/// A scenario: a shared header (its names, the world every store reads) and one part per store
/// it runs on.
///
/// Scenario files (`docs/scenarios.md`) and the built-ins (`ScenarioLibrary`) both load into
/// this value through `ScenarioLoader`; each store's part is read by its ``ScenarioSection``
/// and played by its runner.
public struct Scenario: Hashable, Sendable {
  /// The kebab-case name (`texas-teen`).
  public var name: String
  /// A title for headings.
  public var title: String
  /// One line for lists.
  public var summary: String
  /// What the `world:` section says that every store reads.
  public var world: SharedWorld
  /// Where the scenario came from: a path, or `built-in:NAME`.
  public var file: String
  /// The stores it runs on, in the file's order: `[.apple]` unless the file says otherwise.
  public var platforms: [ScenarioPlatform]
  /// Its parts, one for each store it runs on, in the order the stores are registered.
  public var parts: ScenarioParts

  /// Creates a scenario.
  public init(
    name: String, title: String, summary: String, world: SharedWorld, file: String,
    platforms: [ScenarioPlatform] = [.apple], parts: ScenarioParts = ScenarioParts()
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.world = world
    self.file = file
    self.platforms = platforms
    self.parts = parts
  }

  /// Every script step's caption as written, part by part.
  public var writtenCaptions: [WrittenCaption] {
    parts.all.flatMap(\.writtenCaptions)
  }

  /// What every part's script steps claim in their own words that its store's simulation after
  /// them does not have: `check`'s warnings, part by part.
  public var unfoundedClaims: [UnfoundedClaim] {
    parts.all.flatMap { $0.unfoundedClaims(in: self) }
  }
}
