import AgeScreen
import ArgumentParser
import FlowEngine
import PlayPresentation
import Presentation
import Prompts
import Reports
import Scenarios
import Storyboard

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// What `agetui run` prints: the run's text report (`RunReport`), or the screens drawn from the
/// same run, played once: a cast of the TUI's frames, the storyboard page (html), or one step's
/// TUI screen or devices (svg, png). The pictures take the run already played and checked (the
/// Play shell walks Google Play's script through the worlds its run played); nothing is loaded
/// or played again.
struct RunOutput: Report {
  /// The text formats, then cast, html, svg and png.
  static let formats: [ReportFormat] = RunReport.formats + screenFormats
  /// The formats drawn from the TUI's screens or the storyboard, of one store's side.
  static let screenFormats: [ReportFormat] = [.cast, .html, .svg, .png]

  /// The run's text report.
  let report: RunReport
  /// The Apple run the report shows, which the screen formats draw.
  let run: ScenarioRun
  /// The same run, opened as the TUI opens it.
  let opened: OpenScenario
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// svg, png: the step to draw; html: the one step to show.
  let step: RunStepArgument?
  /// svg, png: the devices instead of the TUI's screen.
  let devices: Bool
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
  /// The scenario as named on the command line, for messages.
  let argument: String
  /// The Google Play run and the story the Play shell walks, when the screen formats draw
  /// Google Play's side (`--store google-play`, or a Google-only scenario).
  let playSide: (run: PlayRun, story: PlayStory)?

  /// Writes the run in one of ``formats``; a step out of range or a PNG for a terminal is a
  /// usage error (exit 64), a missing converter exit 1, each said on standard error first.
  func write(_ format: ReportFormat, to output: ReportOutput) throws {
    if let playSide, Self.screenFormats.contains(format) {
      try writePlay(format, of: playSide, to: output)
      return
    }
    switch format {
    case .text, .json, .markdown, .mermaid: report.write(format, to: output)
    case .cast: output.write(HeadlessCast.record(opened, size: size).text)
    case .html: output.write(try page())
    case .svg: output.write(try pictureSVG())
    case .png:
      try refuseTerminalOutput()
      output.write(bytes: Array(try PNGConverter.convert(svg: try pictureSVG())))
    case .csv, .dot: break
    }
  }

  /// The storyboard page; with `--step`, that one step's section (keeping its number and its
  /// `#step-N` anchor).
  private func page() throws -> String {
    guard let step else { return StoryboardPage.html(run: run, options: options) }
    var storyboard = Storyboard(run: run, options: options)
    let number = try step.resolved(in: run.scenario)
    guard storyboard.steps.indices.contains(number - 1) else {
      StandardError.line(
        "Error: --step \(number) is out of range: \(run.scenario.name)'s storyboard has steps 1 "
          + "to \(storyboard.steps.count).")
      throw ExitCode(64)
    }
    storyboard.steps = [storyboard.steps[number - 1]]
    return StoryboardPage.html(storyboard)
  }

  /// The TUI's screen, or with `--devices` the devices, after `--step` (default: the last).
  private func pictureSVG() throws -> String {
    let last = run.steps.count
    let target = try step?.resolved(in: run.scenario) ?? last
    guard devices else {
      // The TUI's whole screen, as a presenter's terminal shows it and the `x` key saves it.
      guard (0...last).contains(target) else { throw stepOutOfRange(target) }
      var player = ScriptPlayer(opened, size: size)
      player.advance(to: target)
      return player.frameSVG
    }
    guard let pictures = Storyboard.pictures(of: run, step: target, options: options) else {
      throw stepOutOfRange(target)
    }
    return pictures.combinedSVG(options: options)
  }

  /// Google Play's side: its cast, its storyboard page, or the Play shell's screen after
  /// `--step` (default: the last). The phones of `--devices` and the surface names of `--step`
  /// are Apple's, so they are usage errors here.
  private func writePlay(
    _ format: ReportFormat, of side: (run: PlayRun, story: PlayStory), to output: ReportOutput
  ) throws {
    let last = side.story.steps.count
    switch format {
    case .cast:
      output.write(HeadlessCast.record(play: side.story, playedBy: side.run, size: size).text)
    case .html:
      guard step == nil else {
        throw playUsage(
          "--step shows one step of Apple's storyboard; Google Play's page shows them all")
      }
      output.write(PlayStoryboardPage.html(run: side.run, story: side.story, size: size))
    case .svg, .png:
      guard !devices else {
        throw playUsage("--devices draws Apple's phones; Google Play's side draws the TUI's screen")
      }
      let target: Int
      switch step {
      case .number(let number)?: target = number
      case .surface(let key)?: target = try playStep(showing: key, in: side.run)
      case nil: target = last
      }
      guard (0...last).contains(target) else {
        throw playUsage(
          "--step \(target) is out of range: \(side.run.scenario.name)'s Google Play script has "
            + "steps 0 (the start) to \(last)")
      }
      let svg = PlayScreenPicture.svg(story: side.story, run: side.run, step: target, size: size)
      if format == .png {
        try refuseTerminalOutput()
        output.write(bytes: Array(try PNGConverter.convert(svg: svg)))
      } else {
        output.write(svg)
      }
    case .text, .json, .markdown, .mermaid, .csv, .dot: break
    }
  }

  /// The first step of Play's run that shows the surface `key` (one of `agetui prompts
  /// --platform google-play`), or a usage error naming what is wrong: one of Apple's surfaces
  /// or no surface (with Play's names and the closest), or one the scenario never shows (with
  /// the built-ins that do).
  private func playStep(showing key: String, in run: PlayRun) throws -> Int {
    let keys = PlaySurface.allCases.map(\.rawValue)
    guard keys.contains(key) else {
      let hint =
        NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
      let what =
        SystemSurface.keys.contains(key)
        ? "is one of Apple's surfaces, not Google Play's"
        : "is neither a step number nor a surface of Google Play's"
      throw playUsage(
        "--step \(key) \(what).\(hint) Google Play's surfaces (see `agetui prompts "
          + "--platform google-play`): \(keys.joined(separator: ", "))")
    }
    if let step = PromptCatalogue.firstPlayStep(showing: key, in: run) { return step }
    let elsewhere = PromptCatalogue(stores: [.googlePlay]).playEntries
      .filter { $0.surface.name == key }.compactMap(\.reach)
      .map { "\($0.scenario) (step \($0.step))" }
    throw playUsage(
      "--step \(key): \(run.scenario.name) never shows \(key) on Google Play's side"
        + (elsewhere.isEmpty ? "" : "; built-ins that do: \(elsewhere.joined(separator: ", "))"))
  }

  /// Says what cannot be drawn on Google Play's side, and gives the usage error's status.
  private func playUsage(_ message: String) -> ExitCode {
    StandardError.line("Error: \(message).")
    return ExitCode(64)
  }

  /// Says which steps there are, and gives the usage error's status.
  private func stepOutOfRange(_ target: Int) -> ExitCode {
    StandardError.line(
      "Error: --step \(target) is out of range: \(run.scenario.name) has steps 0 (the "
        + "start) to \(run.steps.count).")
    return ExitCode(64)
  }

  /// `--step` as given, for messages.
  private var stepText: String {
    switch step {
    case .number(let number)?: "\(number)"
    case .surface(let key)?: key
    case nil: "1"
    }
  }

  /// A PNG written to a terminal would be noise (or escape sequences); ask for a file.
  private func refuseTerminalOutput() throws {
    guard isatty(STDOUT_FILENO) == 0 else {
      StandardError.line(
        "Error: a PNG is binary; redirect it to a file, e.g. `agetui run \(argument) "
          + "--format png --step \(stepText) > frame.png`.")
      throw ExitCode(64)
    }
  }
}
