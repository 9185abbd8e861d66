import Analyses
import ArgumentParser
import FlowEngine
import Scenarios
import Stores

/// `agetui compare NAME|FILE --by SETTING`: the scenario replayed once per value of one of its
/// store's settings, side by side; `--by platform`: the runs of every store it names, moment by
/// moment.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Play a scenario once per value of one setting, or once per store, side by side.",
    discussion:
      "Each column replays the scenario from its start with only the compared setting changed, "
      + "up to walkthrough step --at, and shows what the person saw, what "
      + "the app learned, the flow step and the parent's side. ≠ marks a cell that differs from "
      + "the first column; ★ marks the scenario's own value. Text fits 100 columns (one block "
      + "per value when the columns do not fit); markdown is one table; json is documented in "
      + "docs/compare.md. Without --at, the comparison is made at the scenario's first step at "
      + "which the compared setting changes what the columns show, and says so; --at last "
      + "compares the end. Each store's side is compared by its own settings: \(storeSettings). "
      + "A scenario on several stores compares the first of them in that order, or the one "
      + "--store names. --by platform, for a scenario naming two or more stores, puts their runs "
      + "side by side, one row per moment (age, significant change, revocation)."
      + "\n\nExit codes: 0 success; 1 an invalid scenario file; 64 no such scenario or file, a "
      + "value the dimension does not take, a step outside the walkthrough, or bad usage."
  )

  /// Each registered store's settings, in `--store`'s order: `Apple's by mode (sharing mode),
  /// region or os (iOS version); …`.
  static var storeSettings: String {
    Stores.compareSides.map { kind in
      "\(kind.platform.title)'s by "
        + ListPhrase.joined(
          kind.dimensions.map { dimension in
            dimension.rawValue == dimension.title
              ? dimension.rawValue : "\(dimension.rawValue) (\(dimension.title))"
          }, conjunction: "or")
    }.joined(separator: "; ")
  }

  // The value name is a shell variable's name in the zsh completion script, so it holds no `|`.
  @Argument(
    help: ArgumentHelp("A built-in scenario name or a scenario file.", valueName: "scenario"),
    completion: .list(ScenarioLibrary.names))
  var scenario: String

  @Option(
    help: ArgumentHelp(
      "The setting that changes between columns.", valueName: CompareByArgument.valueName))
  var by: CompareByArgument

  @Option(
    help: ArgumentHelp(
      "Only these values, in this order (default: every value the setting takes, such as "
        + "every region of the scenario's table).",
      valueName: "A,B,…"))
  var values: String?

  @Option(
    help: ArgumentHelp(
      "The walkthrough step to compare at: 0 (the start) to the last, or last (default: the "
        + "first step at which the setting changes what the columns show).",
      valueName: "STEP|last"))
  var at: CompareStepArgument?

  @Option(
    help: ArgumentHelp(
      "The store whose side to compare, for a scenario on several (default: the first it "
        + "names, in this list's order).",
      valueName: PlatformArgument<CompareSideKind>.valueName))
  var store: PlatformArgument<CompareSideKind>?

  @Option(help: "How to print the comparison.")
  var format = FormatOption<Comparison>(.text)

  func run() throws {
    let loaded = try ScenarioSource.loadedForCommand(scenario).scenario
    let list = values.map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces()
      }
    }
    do throws(CompareError) {
      switch by {
      case .platform:
        try comparePlatforms(loaded)
      case .dimension(let dimension):
        let comparison = try Comparison(
          scenario: loaded, by: dimension, values: list, at: at?.step ?? .firstDifference,
          platform: store?.platform)
        comparison.write(format.value, to: .standardOutput)
      }
    } catch {
      StandardError.line("Error: \(error.message)")
      throw ExitCode(64)
    }
  }

  /// `--by platform`: the runs of every store the scenario names, moment by moment. `--values`
  /// and `--at` do not apply (each store plays its own script to its end).
  private func comparePlatforms(_ scenario: Scenario) throws(CompareError) {
    if values != nil || at != nil {
      throw CompareError(
        "--by platform compares each store's whole script moment by moment; "
          + "--values and --at do not apply")
    }
    if let store {
      throw CompareError(
        "--store \(store.platform.rawValue): --by platform puts the stores side by side; --store "
          + "chooses the side that --by "
          + ListPhrase.joined(
            CompareSideKind.dimensions(of: Stores.compareSides).map(\.rawValue), conjunction: "or")
          + " compares")
    }
    let withBoth = PlatformComparison.comparable(ScenarioLibrary.all, kinds: Stores.compareSides)
    try PlatformComparison(scenario: scenario, scenariosWithBoth: withBoth)
      .write(format.value, to: .standardOutput)
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
