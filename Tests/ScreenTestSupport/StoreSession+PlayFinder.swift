import AgeScreen
import GooglePlayScreen
import Scenarios
import Stores
import Testing

@testable import AppleScreen

extension StoreSession {
  /// The session on the built-in `name`, loaded by the YAML opener (which opens the scenarios
  /// chosen later), with the sides of `kinds`' stores; its opening records are ``start()``'s.
  package init(builtIn name: String, kinds: [StoreSideKind] = Stores.screenSides) throws {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    let document = ScenarioDocument(source)
    self.init(
      opening: document, scenario: try ScenarioOpener.yaml.load(document), kinds: kinds,
      opener: .yaml)
  }

  /// The session on the built-in `name` with Apple's side and the Google Play side `finder`
  /// finds for it: the two-store session these tests build most.
  package init(builtIn name: String, finder: @escaping PlayStory.Finder) throws {
    try self.init(builtIn: name, kinds: [.apple, .googlePlay(finder: finder)])
  }

  /// Apple's shell, for a scenario with Apple's side.
  package var appleShell: AppleShell? { apple?.shell }
}
