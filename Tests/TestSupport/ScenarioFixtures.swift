import FlowEngine
import Foundation
import Scenarios
import Stores
import Testing

/// Scenario texts for the loader, runner and report tests.
enum ScenarioFixtures {
  /// A Google Play scenario in Texas on 2026-09-14 whose `world.regions` is `rows` (indented
  /// for the list); the rows start on line 9 (the region-row error tests rely on it).
  static func playRegionRows(_ rows: String) -> String {
    """
    name: region-rows
    title: Region rows
    summary: A test.
    platforms: [google-play]
    world:
      today: 2026-09-14
      region: US-TX
      regions:
    \(rows)
      person:
        name: Sofia
        birthdate: 2012-03-02
      parent: Carlos
    google-play:
      account: {supervised: false}
      script:
        - do: launch

    """
  }

  /// The smallest valid scenario; its line numbers are fixed (the error tests rely on them).
  static let minimal = """
    name: minimal
    title: Minimal
    summary: The smallest scenario.
    world:
      today: 2026-09-14
      region: US
      person:
        name: Ann
        age: 42
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"
    script:
      - do: launch

    """

  /// `minimal` with one text replaced; a replacement that matches nothing records an issue.
  static func minimal(
    replacing old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    guard minimal.contains(old) else {
      Issue.record("the minimal scenario has no \"\(old)\"", sourceLocation: sourceLocation)
      return minimal
    }
    return minimal.replacingOccurrences(of: old, with: new)
  }

  /// The error a text gives, as `description`, or "loaded" when it loads.
  static func error(_ text: String, file: String = "test.yaml") -> String {
    do {
      _ = try ScenarioLoader.load(text, file: file)
      return "loaded"
    } catch {
      return error.description
    }
  }

  /// Loads a text that must be valid.
  static func load(
    _ text: String, file: String = "test.yaml", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Scenario {
    do {
      return try ScenarioLoader.load(text, file: file)
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }
}
