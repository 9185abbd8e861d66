import CustomDump
import FlowEngine
import Testing

@testable import Scenarios

/// A store's section keeps its platform's region rules on the loader in a `RegionRules` of its
/// own rule type; reading them back as another type is a programming error that stops a debug
/// build, never a silent fall back to the built-in rules.
@Suite("a platform's region rules kept while loading")
struct PlatformRegionRulesTests {
  static let platform = ScenarioPlatform("arcade", title: "Arcade")
  static let builtIn = RegionRules<Int>([.init(code: "US-TX", rule: 13)], otherwise: 0)
  static let kept = RegionRules<Int>([.init(code: "US-UT", rule: 16)], otherwise: 18)

  @Test("the built-in rules until a row changes them, then the rules kept")
  func keptRulesAreReadBack() {
    var loader = ScenarioLoader(file: "arcade.yaml", sections: [])
    expectNoDifference(
      loader.regionRules(of: Self.platform, startingFrom: Self.builtIn), Self.builtIn)
    loader.setRegionRules(Self.kept, of: Self.platform)
    expectNoDifference(loader.regionRules(of: Self.platform, startingFrom: Self.builtIn), Self.kept)
    expectNoDifference(
      loader.regionRules(of: .googlePlay, startingFrom: Self.builtIn), Self.builtIn)
  }

  @Test("rules read back as another rule type stop a debug build")
  func rulesOfAnotherTypeStop() async {
    await #expect(processExitsWith: .failure) {
      var loader = ScenarioLoader(file: "arcade.yaml", sections: [])
      loader.setRegionRules(PlatformRegionRulesTests.kept, of: PlatformRegionRulesTests.platform)
      _ = loader.regionRules(
        of: PlatformRegionRulesTests.platform,
        startingFrom: RegionRules<String>([], otherwise: "none"))
    }
  }
}
