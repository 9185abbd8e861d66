import AppleStore
import CustomDump
import Scenarios
import StoreRegistry
import Testing

@testable import TestSupport

/// Apple's registration: one value that names Apple in every part it has, and its
/// built-ins, exactly its room's `Store/BuiltIn` files, in display order.
@Suite("Apple's registration")
struct AppleStoreTests {
  @Test func everyPartNamesApple() {
    let registration = StoreRegistration.apple
    expectNoDifference(
      StoreRegistrationChecks.platforms(of: registration),
      [
        "scenarioSection": "apple", "promptSource": "apple", "compareSide": "apple",
        "exploreSweep": "apple", "screenSide": "apple", "runScreens": "apple", "graph": "apple",
        "promptPictures": "apple",
      ])
  }

  @Test func theBuiltInsAreTheRoomsFilesInDisplayOrder() throws {
    let registration = StoreRegistration.apple
    expectNoDifference(
      registration.builtIns.map(\.name),
      [
        "texas-teen",
        "second-device-sync",
        "revoked-consent",
        "parent-never-answers",
        "sandbox-under13-approved",
        "sandbox-13-15-approved",
        "sandbox-16-17-declined",
        "sandbox-adult-unconfirmed",
        "sandbox-adult-confirmed",
        "sandbox-adult-confirmed-change-applicable",
        "wwdc-olivia-14",
        "wwdc-emily-9",
        "wwdc-ann-42",
        "birthday-before-anniversary",
        "never-share-child",
        "declined-share",
        "communication-ask",
        "sharing-modes",
        "unverified-adult-verifies",
        "utah-adult-acknowledges",
        "install-covers-change",
        "update-asks-again",
        "signed-out-device",
        "os-27-invalid-account",
        "os-26-no-signals",
        "four-gates-invalid-request",
        "ios27-approve-in-person",
        "ios27-acknowledgment-alert",
      ])
    try StoreRegistrationChecks.checkBuiltIns(
      of: registration, platform: .apple, inRoom: "Apple")
  }
}
