import AmazonAppstoreStore
import CustomDump
import Scenarios
import StoreRegistry
import Testing

@testable import TestSupport

/// Amazon Appstore's registration: one value that names Amazon Appstore in every part it has, and its
/// built-ins, exactly its room's `Store/BuiltIn` files, in display order.
@Suite("Amazon Appstore's registration")
struct AmazonAppstoreStoreTests {
  @Test func everyPartNamesAmazonAppstore() {
    let registration = StoreRegistration.amazonAppstore
    expectNoDifference(
      StoreRegistrationChecks.platforms(of: registration),
      [
        "scenarioSection": "amazon-appstore", "promptSource": "amazon-appstore",
        "compareSide": "amazon-appstore",
        "exploreSweep": "amazon-appstore", "screenSide": "amazon-appstore",
        "runScreens": "amazon-appstore", "graph": "amazon-appstore",
        "promptPictures": "amazon-appstore",
      ])
  }

  @Test func theBuiltInsAreTheRoomsFilesInDisplayOrder() throws {
    let registration = StoreRegistration.amazonAppstore
    expectNoDifference(
      registration.builtIns.map(\.name),
      [
        "texas-teen-three-stores",
        "amazon-test-options",
        "amazon-change-withheld-then-given",
        "amazon-revocation-report",
        "amazon-utah-2027",
        "amazon-transient-error-retried",
      ])
    try StoreRegistrationChecks.checkBuiltIns(
      of: registration, platform: .amazonAppstore, inRoom: "AmazonAppstore")
  }
}
