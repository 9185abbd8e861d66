import CustomDump
import Prompts
import Scenarios
import Stores
import Testing

@testable import KioskStore

/// A third platform's surfaces in `agetui prompts`: the kiosk's source finds its banner in the
/// scenario that reaches it, and the catalogue lists it after Apple's and Google Play's in text
/// and JSON, under its own heading and key, with no source file knowing it.
@Suite struct KioskPromptSourceTests {
  private func catalogue(listing: [ScenarioPlatform]? = nil) throws -> PromptCatalogue {
    let scenario = try ScenarioLoader.load(
      KioskFixtures.file(), file: "kiosk.yaml",
      sections: KioskFixtures.sections)
    return PromptCatalogue(
      scenarios: [scenario], sources: KioskFixtures.stores.compactMap(\.promptSource),
      listing: listing)
  }

  @Test func theKiosksBannerIsReachedByItsScript() throws {
    let catalogue = try catalogue()
    expectNoDifference(
      catalogue.sections.map(\.platform.rawValue),
      ["apple", "google-play", "amazon-appstore", "kiosk"])
    let kiosk = catalogue.entries(of: KioskSection.kiosk)
    expectNoDifference(kiosk.map(\.surface), [KioskPromptSource.waiting])
    // kiosk.yaml's kiosk script: launch, ask-parent (the banner shows), decline, poll.
    expectNoDifference(
      kiosk.first?.reach,
      SurfaceReach(
        scenario: "kiosk-decline", step: 2, device: .childPhone, platform: KioskSection.kiosk))
    expectNoDifference(kiosk.first?.reach?.deviceName, "child-iphone")
    expectNoDifference(kiosk.first?.reach?.naming, .apple)
  }

  @Test func theCatalogueListsTheKioskAfterTheStores() throws {
    let catalogue = try catalogue()
    #expect(
      catalogue.text.hasSuffix(
        """
        Kiosk: 1 system surface. Every string is AgeTUI's (≈), as the kiosk is the tests'.

        kiosk-waiting-for-parent
          shown when  The app asked for approval and the parent has not answered.
          reached by  agetui run kiosk-decline --format svg --step 2 (child-iphone)
          title       ≈ Asking your parent
                        assumption: the kiosk's banner
          text        ≈ The kiosk asked your parent to approve this app.
                        assumption: the kiosk's banner

        """))
    #expect(catalogue.json.contains("\"kiosk\": [\n"))
  }

  @Test func aKioskLeftOutIsLeftOutOfTheJSON() throws {
    let catalogue = try catalogue(listing: [.apple])
    expectNoDifference(catalogue.entries(of: KioskSection.kiosk), [])
    #expect(!catalogue.json.contains("\"kiosk\""))
    #expect(catalogue.json.contains("\"surfaces\": ["))
  }
}
