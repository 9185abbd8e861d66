import AgeScreen
import ArgumentParser
import FlowEngine
import Prompts
import Reports
import Scenarios
import StoreCommands
import Stores
import Storyboard

/// `agetui run NAME|FILE`: plays a scenario headless and prints its trace.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Play a scenario headless and print the trace.",
    discussion: RunCommand.discussion
  )

  // The value name is a shell variable's name in the zsh completion script, so it holds no
  // `|` (`NAME|FILE` made that script a syntax error).
  @Argument(
    help: ArgumentHelp(
      "A built-in scenario name or a scenario file.",
      valueName: "scenario"),
    completion: .list(ScenarioLibrary.names))
  var scenario: String

  @Option(help: "How to print the run.")
  var format = FormatOption<RunOutput>(.text)

  @Option(
    help: ArgumentHelp(
      "The terminal size of a cast recording or of a TUI frame (svg, png), at least 40x12.",
      valueName: "WIDTHxHEIGHT"))
  var size = TerminalSize(Size(width: 120, height: 40))

  @Option(
    help: ArgumentHelp(
      "svg and png: the walkthrough step whose screen to draw, 0 (the start) to the last "
        + "(the default); html: the one step to show. A surface name from `agetui prompts` "
        + "(permission-alert, blocked-screen:parent-declined) means the first step showing it.",
      valueName: "N|SURFACE"))
  var step: RunStepArgument?

  @Flag(
    help: ArgumentHelp(
      "svg and png: draw the step's devices as the storyboard does (phones, drawn from the "
        + "simulation) instead of the TUI's screen."))
  var devices = false

  @Option(
    help: ArgumentHelp(
      "cast, html, svg, png and mermaid of a scenario on several stores: the store whose "
        + "side to draw (default: Apple's, as the TUI opens, and html shows every store's "
        + "steps; a scenario without Apple draws its first store's).",
      valueName: PlatformArgument<RunScreenKind>.valueName))
  var store: PlatformArgument<RunScreenKind>?

  @OptionGroup var wordingMarks: WordingMarksOptions

  @Flag(
    help: ArgumentHelp(
      "markdown: add a Checks section with every expect result and the run's result "
        + "(the spec leaves them out by default)."))
  var withChecks = false

  func run() throws {
    let (document, loaded) = try ScenarioSource.loadedForCommand(scenario)
    let drawn = try drawnPlatform(of: loaded)
    // Played and checked once: every format, the pictures included, is drawn from this report.
    let report = RunReport(loaded, withChecks: withChecks, diagram: drawn.platform)
    let request = RunScreenRequest(
      document: document, scenario: loaded,
      report: report, size: size.size,
      options: StoryboardOptions(showsWordingMarks: !wordingMarks.noWordingMarks),
      builtInCatalogue: { PromptCatalogue(stores: $0) }, promptSources: Stores.promptSources)
    guard
      let screens = drawn.screens(request)
        ?? RunScreenKind.kinds.lazy.compactMap({ $0.screens(request) }).first
    else {
      StandardError.line("Error: no registered store draws \(loaded.name).")
      throw ExitCode(64)
    }
    // The page shows every store the scenario runs on, unless `--store` chose one.
    let pageSides =
      store == nil
      ? RunScreenKind.kinds.filter { loaded.platforms.contains($0.platform) }
        .compactMap { $0.screens(request) } : [screens]
    let output = RunOutput(
      report: report, screens: screens, pageSides: pageSides.isEmpty ? [screens] : pageSides,
      scenario: loaded, step: step, devices: devices, argument: scenario)
    do {
      try output.write(format.value, to: .standardOutput)
    } catch let error as StoreUsageError {
      StandardError.line("Error: \(error.message)")
      throw ExitCode(64)
    }
    let failures = report.failures
    guard failures.isEmpty else {
      StandardError.line(
        "agetui run: \(loaded.name) FAILED (\(failures.count) failure\(failures.count == 1 ? "" : "s"))"
      )
      for failure in failures {
        StandardError.line("  \(failure)")
      }
      throw ExitCode(1)
    }
  }

  /// The platform whose side the screen formats draw: `--store`, else the first of
  /// `Stores.runScreens` the scenario runs on (Apple's when it has an Apple part).
  /// `--store` with a text format, or naming a platform the scenario does not run on, is a
  /// usage error.
  private func drawnPlatform(of loaded: Scenario) throws -> RunScreenKind {
    let kinds = RunScreenKind.kinds
    let platforms = loaded.platforms.filter { platform in
      kinds.contains { $0.platform == platform }
    }
    guard let store else {
      return kinds.first { platforms.contains($0.platform) } ?? kinds[0]
    }
    guard RunOutput.screenFormats.contains(format.value) || format.value == .mermaid else {
      StandardError.line(
        "Error: --store chooses the side that cast, html, svg, png and mermaid draw; --format "
          + "\(format.value.rawValue) shows every store the scenario runs on.")
      throw ExitCode(64)
    }
    guard platforms.contains(store.platform) else {
      StandardError.line(
        "Error: --store \(store.platform.rawValue): \(loaded.name) runs on "
          + ListPhrase.joined(platforms.map(\.title)) + " only.")
      throw ExitCode(64)
    }
    return store.kind
  }
}
