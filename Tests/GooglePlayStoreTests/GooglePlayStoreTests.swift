import CustomDump
import GooglePlayStore
import Scenarios
import StoreRegistry
import Testing

@testable import TestSupport

/// Google Play's registration: one value that names Google Play in every part it has, and its
/// built-ins, exactly its room's `Store/BuiltIn` files, in display order.
@Suite("Google Play's registration")
struct GooglePlayStoreTests {
  @Test func everyPartNamesGooglePlay() {
    let registration = StoreRegistration.googlePlay
    expectNoDifference(
      StoreRegistrationChecks.platforms(of: registration),
      [
        "scenarioSection": "google-play", "promptSource": "google-play",
        "compareSide": "google-play",
        "exploreSweep": "google-play", "screenSide": "google-play", "runScreens": "google-play",
        "graph": "google-play",
        "promptPictures": "google-play",
      ])
  }

  @Test func theBuiltInsAreTheRoomsFilesInDisplayOrder() throws {
    let registration = StoreRegistration.googlePlay
    expectNoDifference(
      registration.builtIns.map(\.name),
      [
        "texas-teen-both-stores",
        "play-change-approved",
        "play-change-declined",
        "play-change-pending-past-effective-date",
        "play-revoked-approval",
        "play-verification-required",
        "play-brazil",
        "play-sdk-003",
        "play-ask-before-sharing",
        "new-year-2027",
      ])
    try StoreRegistrationChecks.checkBuiltIns(
      of: registration, platform: .googlePlay, inRoom: "GooglePlay")
  }
}
