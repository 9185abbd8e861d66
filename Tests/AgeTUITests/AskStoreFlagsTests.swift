import AmazonAppstoreCommands
import AppleCommands
import AppleStore
import ArgumentParser
import CustomDump
import FlowEngine
import GooglePlayCommands
import GooglePlayStore
import Scenarios
import StoreCommands
import StoreRegistry
import Stores
import Testing

@testable import AgeTUI
@testable import KioskStore

/// Issue 43: each store's own `ask` flags are its option group in `Stores.AskFlags`, so the
/// shared command names no store's flag: a flag of one store given with `--platform` another
/// is refused by name (exit 64), and `--help` lists each registered store's flags under its
/// name.
@Suite("ask: each store's own flags")
struct AskStoreFlagsTests {
  /// The shared flags every case starts from.
  static let shared = ["--age", "14", "--gates", "13"]

  @Test(
    "a store's flag given with --platform another store is refused by name, exit 64",
    arguments: [
      (["--law-dates", "apple-announced"], "google-play", "--law-dates is Apple's"),
      (["--signed-out"], "google-play", "--signed-out is Apple's"),
      (["--in-family"], "google-play", "--in-family/--not-in-family is Apple's"),
      (["--not-in-family"], "google-play", "--in-family/--not-in-family is Apple's"),
      (["--communication-limits"], "google-play", "--communication-limits is Apple's"),
      (["--managed-account"], "google-play", "--managed-account is Apple's"),
      (["--os", "27.0"], "google-play", "--os is Apple's"),
      (["--app-name", "Maps"], "google-play", "--app-name is Apple's"),
      (["--bundle-id", "com.example.maps"], "google-play", "--bundle-id is Apple's"),
      (["--verified", "payment"], "google-play", "--verified payment is Apple's"),
      (["--supervised"], "apple", "--supervised is Google Play's"),
      (["--sdk", "0.0.3"], "apple", "--sdk is Google Play's"),
      (["--change-status", "pending"], "apple", "--change-status is Google Play's"),
      (["--approval-date", "2026-06-15"], "apple", "--approval-date is Google Play's"),
      (["--fault", "NETWORK_ERROR"], "apple", "--fault NETWORK_ERROR is Google Play's"),
      (["--refresh-weeks", "4"], "apple", "--refresh-weeks is Google Play's"),
      (["--verified", "tier-d"], "apple", "--verified tier-d is Google Play's"),
    ] as [([String], String, String)])
  func refused(flags: [String], platform: String, owner: String) {
    let arguments = ["--platform", platform] + Self.shared + flags
    do {
      _ = try AskCommand.parse(arguments)
      Issue.record("\(arguments) was taken")
    } catch {
      expectNoDifference(
        AskCommand.message(for: error), "\(owner); it does not go with --platform \(platform)")
      expectNoDifference(AskCommand.exitCode(for: error).rawValue, 64)
    }
  }

  @Test("a store's own flags are taken with --platform naming it")
  func taken() throws {
    let apple = try AskCommand.parse(
      ["--platform", "apple"] + Self.shared + ["--os", "27.0", "--verified", "payment"])
    let play = try AskCommand.parse(
      ["--platform", "google-play"] + Self.shared + ["--sdk", "0.0.3", "--verified", "tier-d"])
    let amazon = try AskCommand.parse(
      ["--platform", "amazon-appstore", "--test-option", "3"])
    expectNoDifference(apple.stores.askStores.map(\.givenOptions), [["--os"], [], []])
    expectNoDifference(play.stores.askStores.map(\.givenOptions), [[], ["--sdk"], []])
    expectNoDifference(amazon.stores.askStores.map(\.givenOptions), [[], [], ["--test-option"]])
  }

  /// The flags one section of `ask --help` lists, by name (`--in-family/--not-in-family`).
  static func flags(in help: String, section: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: section) else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  -") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  @Test("--help lists each registered store's flags under the store's name")
  func help() {
    let help = AskCommand.helpMessage(columns: 100)
    let sections = Stores.AskFlags.askStoreSummaries.map { store in
      "\(store.platform.title.uppercased()) OPTIONS:"
    }
    expectNoDifference(
      sections, ["APPLE OPTIONS:", "GOOGLE PLAY OPTIONS:", "AMAZON APPSTORE OPTIONS:"])
    expectNoDifference(
      sections.map { Self.flags(in: help, section: $0) },
      [
        [
          "--law-dates", "--signed-out", "--in-family", "--not-in-family", "--communication-limits",
          "--managed-account", "--os", "--app-name", "--bundle-id",
        ],
        [
          "--sdk", "--change-status", "--approval-date", "--refresh-weeks",
        ],
        ["--test-option", "--consent"],
      ])
    // Generated from each store's own options type: its help's flags are the section's.
    let ownHelp = [
      AppleAskOptions.helpMessage(columns: 100), PlayAskOptions.helpMessage(columns: 100),
      AmazonAskOptions.helpMessage(columns: 100),
    ]
    for (storeHelp, section) in zip(ownHelp, sections) {
      let own = Self.flags(in: storeHelp, section: "OPTIONS:")
        .filter { $0 != "-h," }
      expectNoDifference(Self.flags(in: help, section: section), own)
    }
    #expect(!Self.flags(in: help, section: "OPTIONS:").contains("--sdk"))
  }
}

// swift-format-ignore
/// `Stores.AskFlags` as it would be with Amazon's line taken out and the kiosk's added: the
/// test-only third store.
typealias ThreeStoreAskFlags =
  StoreListed<AppleDefinition,
  StoreListed<GooglePlayDefinition,
  StoreListed<KioskDefinition,
  NoStores>>>.AskFlags

@Suite("ask: a third store plugs in by one option group")
struct AskThirdStoreTests {
  /// What refusing the flags of the stores other than `chosen` says (nil: nothing refused).
  static func refusal(
    _ flags: [String], chosen: ScenarioPlatform, verification: String? = nil,
    supervised: Bool = false, fault: String? = nil
  ) throws -> String? {
    let parsed = try ThreeStoreAskFlags.parse(flags)
    do {
      try parsed.refuseOtherStoresFlags(
        chosen: chosen, verification: verification, supervised: supervised, fault: fault)
      return nil
    } catch let error as ValidationError {
      return error.message
    }
  }

  @Test("the overview and --platform's help name every registered store with its API")
  func storesNamed() {
    expectNoDifference(
      Stores.AskFlags.askStoreSummaries.map(\.apiTitle),
      [
        "Apple's Declared Age Range", "Google Play's Age Signals",
        "Amazon Appstore's GetUserAgeData",
      ])
    expectNoDifference(
      AskCommand.configuration.abstract,
      "Answer one age request as the app would receive it from Apple's Declared Age Range, "
        + "Google Play's Age Signals or Amazon Appstore's GetUserAgeData (--platform).")
    let help = AskCommand.helpMessage(columns: 200)
    #expect(
      help.contains(
        "--platform <platform>   Whose API answers: Apple's Declared Age Range, Google Play's "
          + "Age Signals or Amazon Appstore's GetUserAgeData. (values: apple, google-play, "
          + "amazon-appstore; default: apple)"))
    // A store that names no API (the kiosk) is said to answer through its age API.
    expectNoDifference(
      ThreeStoreAskFlags.askStoreSummaries.map(\.apiTitle),
      [
        "Apple's Declared Age Range", "Google Play's Age Signals", "Kiosk's age API",
      ])
  }

  @Test("the kiosk's flags are named, refused with another store, and listed under its name")
  func kiosk() throws {
    expectNoDifference(
      ThreeStoreAskFlags.askStoreSummaries.map(\.platform.rawValue),
      ["apple", "google-play", "kiosk"])
    #expect(
      try Self.refusal(["--booth", "atrium"], chosen: .apple)
        == "--booth is Kiosk's; it does not go with --platform apple")
    #expect(
      try Self.refusal(["--sdk", "0.0.3"], chosen: KioskSection.kiosk)
        == "--sdk is Google Play's; it does not go with --platform kiosk")
    #expect(
      try Self.refusal([], chosen: .googlePlay, verification: "badge")
        == "--verified badge is Kiosk's; it does not go with --platform google-play")
    #expect(try Self.refusal(["--booth", "atrium"], chosen: KioskSection.kiosk) == nil)
    #expect(
      try Self.refusal([], chosen: KioskSection.kiosk, supervised: true)
        == "--supervised is Google Play's; it does not go with --platform kiosk")
    #expect(
      try Self.refusal([], chosen: KioskSection.kiosk, fault: "NETWORK_ERROR")
        == "--fault NETWORK_ERROR is Google Play's; it does not go with --platform kiosk")
    #expect(
      try Self.refusal([], chosen: .googlePlay, supervised: true, fault: "NETWORK_ERROR") == nil)
    let help = ThreeStoreAskFlags.helpMessage(columns: 100)
    expectNoDifference(AskStoreFlagsTests.flags(in: help, section: "KIOSK OPTIONS:"), ["--booth"])
  }

  @Test("the help's defaults and value lists are each store's own, none for the kiosk")
  func helpParts() {
    let stores = ThreeStoreAskFlags.askStoreSummaries
    expectNoDifference(
      stores.map(\.helpDefaults),
      [
        ["signed in", "in a family when under the region's age of majority", "OS 26.5"], [], [],
      ])
    expectNoDifference(
      stores.map(\.helpLists),
      [
        ["OS versions (--os): 26.0, 26.1, 26.2, 26.4, 26.5 (default), 27.0"], [], [],
      ])
    expectNoDifference(
      stores.map(\.verificationMethods),
      [
        ["payment", "government-id", "other"], ["tier-c", "tier-d"], ["badge"],
      ])
  }

  @Test("--supervised and --fault are shared flags each store declares it takes")
  func sharedFlags() {
    let stores = ThreeStoreAskFlags.askStoreSummaries
    expectNoDifference(stores.map { $0.supervisionHelp != nil }, [false, true, false])
    expectNoDifference(stores.map(\.faultNames.count), [0, 11, 0])
    expectNoDifference(stores.map { $0.faultHelp != nil }, [false, true, false])
  }

  @Test("the kiosk answers what the shared options describe")
  func answer() throws {
    let parsed = try ThreeStoreAskFlags.parse(["--booth", "atrium"])
    let request = AskRequest(
      birthdate: try #require(SimDate(iso: "2012-03-10")),
      today: try #require(SimDate(iso: "2026-07-01")), gates: nil, accountCreated: nil,
      storeDates: .statute, mode: .askFirst, tap: .share,
      region: try #require(RegionTable.builtIn.region(code: "US")), verification: nil)
    let answer = try #require(parsed.askStore(KioskSection.kiosk)).answer(request)
    expectNoDifference(answer.text, "kiosk at atrium: 14 years old")
    expectNoDifference(answer.json, "{\"booth\":\"atrium\",\"age\":14}")
  }
}
