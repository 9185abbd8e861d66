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
    // Paragraphs are single lines (a `\` joins the source lines): ArgumentParser wraps each
    // line to the terminal's width and keeps every line break, so a break in the source
    // would strand a word on a line of its own.
    discussion: """
      A scenario that names a built-in plays it (see `agetui scenarios`); anything else is \
      read as a scenario file. Prompts the script leaves unanswered take the scenario's declared \
      answers. Each step's `expect` is checked, and every invariant after every action.

      Exit codes: 0 passed; 1 an expect failed, an action was refused unexpectedly, an \
      invariant broke, or the file is invalid; 64 no such scenario or file, a path that is \
      not a regular file (a directory, named pipe, socket or device), or bad usage.

      markdown reads as a design spec; --with-checks adds a Checks section with every \
      expect result. The JSON format is documented in docs/trace-format.md. The cast format \
      renders the script as an asciicast v2 recording of the TUI's frames, one step every 3 \
      seconds with a marker per step, the narration in the walkthrough banner (`asciinema \
      play FILE`). html is a storyboard page: every walkthrough step's devices drawn as phones \
      (the person's, the parent's, and Settings where the step changed them), its caption, \
      narration, what the app learned and its trace; a dotted underline marks AgeTUI's wording \
      (--no-wording-marks hides it). svg draws the TUI's whole screen after --step N, or with \
      --devices the devices as the storyboard draws them; png does the same through \
      rsvg-convert (Debian: librsvg2-bin), missing it exits 1. --step also takes a surface \
      name from `agetui prompts` (the first step that shows it; a name the scenario never \
      shows exits 64). A scenario without an Apple part draws its first store's side in \
      cast, svg and png (a scenario on several stores with --store google-play or \
      amazon-appstore): that side's screens, one per script step; its html page has that \
      store's steps, Play's phone and Family Link as phones, Amazon's Fire tablet, parent's \
      side and Developer Console as tablets, every Amazon screen AgeTUI's invention (a page \
      of a scenario on several stores has every store's steps, unless --store picks one); \
      text, json and markdown print every store's run, mermaid one store's diagram \
      (--store). See docs/storyboard.md and docs/prompts.md.
      """
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
