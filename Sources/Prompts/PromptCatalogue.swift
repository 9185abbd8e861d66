import FlowEngine
import Presentation
import Scenarios

/// The catalogue of every system surface the simulator can show, each store's from its
/// ``PromptSource``, each with a built-in scenario and step that reach it, found by playing the
/// built-ins (so it cannot go stale as they change).
public struct PromptCatalogue: Hashable, Sendable {
  /// Each platform's surfaces, in the order of the sources: Apple's, then each other store's.
  public var sections: [PromptSection]

  /// Plays `scenarios` for the surfaces of each of `sources` whose platform is in `listing`
  /// (every one when nil); a platform left out keeps its section, empty.
  public init(
    scenarios: [Scenario], sources: [any PromptSource], listing: [ScenarioPlatform]? = nil
  ) {
    sections = sources.map { source in
      let entries =
        (listing?.contains(source.platform) ?? true) ? source.entries(of: scenarios) : []
      return PromptSection(
        platform: source.platform, heading: source.heading(count: entries.count),
        jsonKey: source.jsonKey, isAlwaysInJSON: source.isAlwaysInJSON, entries: entries)
    }
  }

  /// The entries of `platform`'s section.
  public func entries(of platform: ScenarioPlatform) -> [PromptEntry] {
    sections.first { $0.platform == platform }?.entries ?? []
  }
}
