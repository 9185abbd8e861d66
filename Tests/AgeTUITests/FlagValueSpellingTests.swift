import Apple
import ArgumentParser
import CustomDump
import FlowEngine
import GooglePlayAnalyses
import Prompts
import Reports
import Scenarios
import Testing

@testable import AgeTUI
@testable import Analyses
@testable import AppleAnalyses
@testable import AppleCommands
@testable import GooglePlayCommands
@testable import StoreCommands
@testable import Stores

/// Issue 41: every enumerated flag value of every command is taken by one rule
/// (`ValueSpelling`): the documented spelling, in any case, an underscore counting as a hyphen.
/// `--verified TIER_C` was refused while `--fault network_error` was taken.
@Suite("flag values: one spelling rule for every command")
struct FlagValueSpellingTests {
  /// One enumerated option: the values its help documents, and what each spelling of them (and
  /// one word that is none) parsed to, as the value's name (`refused` when refused).
  struct Option: Sendable, CustomTestStringConvertible {
    let name: String
    let documented: [String]
    let parsed: [String: String]
    var testDescription: String { name }

    init(name: String, documented: [String], parse: (String) -> String?) {
      self.name = name
      self.documented = documented
      var parsed: [String: String] = [:]
      for spelling in documented.flatMap(FlagValueSpellingTests.spellings) + [Self.unknown] {
        parsed[spelling] = parse(spelling) ?? "refused"
      }
      self.parsed = parsed
    }

    /// A word no option takes.
    static let unknown = "no-such-value"
  }

  /// `agetui ask` with `flags` before the option and its value, read back by `read`.
  static func ask(
    _ option: String, _ documented: [String], flags: [String] = [],
    _ read: (AskCommand) -> String
  ) -> Option {
    Option(name: "ask \(option)", documented: documented) { value in
      let arguments = ["--age", "30", "--gates", "13"] + flags + [option, value]
      return (try? AskCommand.parse(arguments)).map(read)
    }
  }

  static let play = ["--platform", "google-play"]

  /// `explore`'s list options, read back from the space that parsed them.
  static func explore(
    _ option: String, _ documented: [String],
    _ read: (ExploreOptions) throws -> [String]
  ) -> Option {
    Option(name: "explore \(option)", documented: documented) { value in
      guard let app = try? ScenarioSource.defaultAppForCommand() else { return nil }
      let options = ExploreOptions(
        given: [option: value], app: app, date: ExploreOptions.standardDate)
      return (try? read(options))?.joined(separator: ",")
    }
  }

  static func format<Printed: Report>(_ command: String, _ type: Printed.Type) -> Option {
    Option(name: "\(command) --format", documented: FormatOption<Printed>.allValueStrings) {
      FormatOption<Printed>(argument: $0)?.value.rawValue
    }
  }

  static func platform<List: PlatformList>(_ name: String, _ type: List.Type) -> Option {
    Option(name: name, documented: PlatformArgument<List>.allValueStrings) {
      PlatformArgument<List>(argument: $0)?.platform.rawValue
    }
  }

  static let options: [Option] = [
    ask("--platform", ["apple", "google-play"]) { $0.platform.platform.rawValue },
    ask("--mode", ["always-share", "ask-first", "never-share"]) { $0.mode.rawValue },
    ask("--answer", ["share", "decline"]) { $0.answer.rawValue },
    ask("--region", RegionArgument.allValueStrings) { $0.region.region.code.rawValue },
    ask("--verified", ["payment", "government-id", "other"]) { $0.verified?.word ?? "none" },
    ask("--verified", ["tier-c", "tier-d"], flags: play) { $0.verified?.word ?? "none" },
    ask("--os", OSArgument.allValueStrings) {
      $0.stores.own(AppleAskOptions.self)?.os.version.rawValue ?? "none"
    },
    ask("--law-dates", ["statute", "apple-announced"]) {
      $0.stores.own(AppleAskOptions.self)?.lawDates.rawValue ?? "none"
    },
    ask("--sdk", ["0.0.4", "0.0.3"], flags: play) {
      $0.stores.own(PlayAskOptions.self)?.sdk.rawValue ?? "none"
    },
    ask("--change-status", ["pending", "approved", "declined"], flags: play + ["--supervised"]) {
      $0.stores.own(PlayAskOptions.self)?.changeStatus?.rawValue ?? "none"
    },
    ask(
      "--fault",
      [
        "API_NOT_AVAILABLE", "PLAY_STORE_NOT_FOUND", "NETWORK_ERROR", "PLAY_SERVICES_NOT_FOUND",
        "CANNOT_BIND_TO_SERVICE", "PLAY_STORE_VERSION_OUTDATED", "PLAY_SERVICES_VERSION_OUTDATED",
        "CLIENT_TRANSIENT_ERROR", "APP_NOT_OWNED", "SDK_VERSION_OUTDATED", "INTERNAL_ERROR",
      ], flags: play
    ) { $0.fault?.name ?? "none" },
    format("ask", AskOutput.self),
    format("run", RunOutput.self),
    format("compare", Comparison.self),
    format("explore", AppleExploreReport.self),
    format("scenarios", ScenarioListReport.self),
    format("graph", GraphCommand.Output.self),
    format("prompts", PromptsOutput.self),
    platform("compare --store", CompareSideKind.self),
    platform("run --store", RunScreenKind.self),
    platform("prompts --platform", PromptCatalogue.self),
    platform("graph --platform", GraphKind.self),
    Option(name: "compare --by", documented: CompareByArgument.allValueStrings) { word in
      CompareByArgument(argument: word).map { "\($0)" }
    },
    Option(name: "compare --at", documented: ["last"]) { word in
      CompareStepArgument(argument: word).map { "\($0.step)" }
    },
    Option(name: "compare --values", documented: ["always-share", "ask-first", "never-share"]) {
      try? Comparison.resolve([$0], valid: SharingMode.allCases.map(\.rawValue), dimension: .mode)
        .joined()
    },
    Option(name: "run --step", documented: ["permission-alert"]) { word in
      guard let scenario = ScenarioLibrary.named("ios27-acknowledgment-alert"),
        let argument = RunStepArgument(argument: word)
      else { return nil }
      return (try? argument.resolved(in: scenario) { PromptCatalogue(stores: [.apple]) })
        .map { "\($0)" }
    },
    explore("--modes", ["always-share", "ask-first", "never-share"]) {
      try AppleExploreSpace(reading: $0).sharingModes.map(\.rawValue)
    },
    explore("--verification", ["none", "payment", "government-id", "other"]) {
      try AppleExploreSpace(reading: $0).verifications.map(\.rawValue)
    },
    explore("--os", OSArgument.allValueStrings) {
      try AppleExploreSpace(reading: $0).osVersions.map(\.rawValue)
    },
    explore("--regions", RegionArgument.allValueStrings) {
      try AppleExploreSpace(reading: $0).regionCodes.map(\.rawValue)
    },
    explore("--prompt", ["share", "decline"]) {
      try AppleExploreSpace(reading: $0).promptAnswers.map(\.rawValue)
    },
    explore("--parent", ["approve", "decline", "never"]) {
      try AppleExploreSpace(reading: $0).parentAnswers.map(\.rawValue)
    },
    explore("--family", ["yes", "no"]) {
      try AppleExploreSpace(reading: $0).families.map { "\($0)" }
    },
    explore("--tiers", ["none", "tier-c", "tier-d"]) {
      try PlayExploreSpace(reading: $0).verifications.map(\.rawValue)
    },
    explore("--sdk", ["0.0.4", "0.0.3"]) { try PlayExploreSpace(reading: $0).sdks.map(\.rawValue) },
    explore("--change", ["effective", "cancelled"]) {
      try PlayExploreSpace(reading: $0).changes.map(\.rawValue)
    },
    explore("--platforms", ["apple", "google-play"]) {
      try ExploreSweepKind.sweeps(named: $0.given["--platforms"], options: $0).map {
        "\(type(of: $0))"
      }
    },
  ]

  /// The spellings of one documented value the rule takes: as documented, upper case, lower
  /// case, and with underscores for hyphens and hyphens for underscores.
  static func spellings(of value: String) -> [String] {
    [
      value, value.uppercased(), value.lowercased(),
      value.replacingOccurrences(of: "-", with: "_"),
      value.replacingOccurrences(of: "_", with: "-").uppercased(),
    ]
  }

  @Test(arguments: options)
  func everyDocumentedValueIsTakenInAnyCase(_ option: Option) {
    #expect(!option.documented.isEmpty)
    for value in option.documented {
      let parsed = option.parsed[value]
      #expect(parsed != "refused", "\(option.name) \(value)")
      for spelling in Self.spellings(of: value) {
        expectNoDifference(option.parsed[spelling], parsed, "\(option.name) \(spelling)")
      }
    }
    expectNoDifference(option.parsed[Option.unknown], "refused")
  }

  @Test("the values issue 41 named, through the binary")
  func theNamedValuesThroughTheBinary() throws {
    let run = try AgeTUIBinary.run([
      "ask", "--platform", "GOOGLE_PLAY", "--birthdate", "1996-09-14", "--today", "2026-09-14",
      "--region", "us_tx", "--verified", "TIER_C", "--mode", "Ask-First", "--format", "JSON",
    ])
    expectNoDifference(run.status, 0)
    #expect(run.stdout.contains("\"ageRangeSource\": \"TIER_C\""))
    let fault = try AgeTUIBinary.run([
      "ask", "--platform", "google-play", "--age", "30", "--fault", "network-error",
    ])
    expectNoDifference(fault.status, 0)
    #expect(fault.stdout.hasPrefix("requestAgeSignalsAccess threw NETWORK_ERROR (-3)"))
    let refused = try AgeTUIBinary.run([
      "ask", "--age", "30", "--gates", "13", "--mode", "sometimes",
    ])
    expectNoDifference(refused.status, 64)
    #expect(refused.stderr.contains("'sometimes'"))
  }
}

extension ParsableArguments {
  /// The store flags of type `Options` among this value's groups, as parsed.
  fileprivate func own<Options: AskStoreOptions>(_: Options.Type) -> Options? {
    askStores.lazy.compactMap { $0 as? Options }.first
  }
}
