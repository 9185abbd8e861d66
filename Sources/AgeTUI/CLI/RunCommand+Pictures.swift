import AgeScreen
import ArgumentParser
import FlowEngine
import Scenarios
import Storyboard

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

extension RunCommand {
  /// `--step` only picks a single frame, and `--with-checks` only adds a section to the
  /// Markdown spec; elsewhere either would be silently ignored.
  func validate() throws {
    if step != nil, format != .svg, format != .png, format != .html {
      throw ValidationError("--step applies to --format svg, png and html only")
    }
    if devices, format != .svg, format != .png {
      throw ValidationError(
        "--devices applies to --format svg and --format png only (html always draws the devices)")
    }
    if wordingMarks.noWordingMarks, format != .html, !devices {
      throw ValidationError(
        "--no-wording-marks applies to --format html, and to svg and png with --devices")
    }
    if withChecks, format != .markdown {
      throw ValidationError(
        "--with-checks applies to --format markdown only (text and json always show the checks)")
    }
  }

  /// Prints the storyboard page (html; with `--step`, that one step's section), or after one
  /// step the TUI's screen or, with `--devices`, the devices (svg, png). `run` is the checked
  /// run already played: the page and the device pictures draw from it.
  func printPicture(of document: ScenarioDocument, run: ScenarioRun) throws {
    let options = StoryboardOptions(showsWordingMarks: !wordingMarks.noWordingMarks)
    switch format {
    case .html:
      guard let step else {
        print(StoryboardPage.html(run: run, options: options), terminator: "")
        return
      }
      var storyboard = Storyboard(run: run, options: options)
      // One step's section, keeping its number (and its `#step-N` anchor).
      let number = try step.resolved(in: run.scenario)
      guard storyboard.steps.indices.contains(number - 1) else {
        StandardError.line(
          "Error: --step \(number) is out of range: \(run.scenario.name)'s storyboard has steps 1 "
            + "to \(storyboard.steps.count).")
        throw ExitCode(64)
      }
      storyboard.steps = [storyboard.steps[number - 1]]
      print(StoryboardPage.html(storyboard), terminator: "")
    case .svg: print(try pictureSVG(of: document, run: run, options: options), terminator: "")
    case .png:
      try refuseTerminalOutput()
      let svg = try pictureSVG(of: document, run: run, options: options)
      StandardStream.write(try PNGConverter.convert(svg: svg), to: StandardStream.output)
    case .text, .json, .markdown, .mermaid, .cast: break
    }
  }

  /// The TUI's screen, or with `--devices` the devices, after `--step` (default: the last).
  private func pictureSVG(
    of document: ScenarioDocument, run: ScenarioRun, options: StoryboardOptions
  ) throws -> String {
    guard devices else { return try frameSVG(of: document, scenario: run.scenario) }
    let target = try step?.resolved(in: run.scenario) ?? run.steps.count
    guard let pictures = Storyboard.pictures(of: run, step: target, options: options) else {
      throw stepOutOfRange(target, scenario: run.scenario.name, last: run.steps.count)
    }
    return pictures.combinedSVG(options: options)
  }

  /// Says which steps there are, and gives the usage error's status.
  private func stepOutOfRange(_ target: Int, scenario: String, last: Int) -> ExitCode {
    StandardError.line(
      "Error: --step \(target) is out of range: \(scenario) has steps 0 (the start) to \(last).")
    return ExitCode(64)
  }

  /// The whole TUI screen after `--step` (default: the last step), as SVG: what a presenter's
  /// terminal shows, as the TUI's `x` saves it.
  private func frameSVG(of document: ScenarioDocument, scenario: Scenario) throws -> String {
    var player = try orExit { () throws(ScenarioError) in
      try ScriptPlayer(document, size: size.size)
    }
    let target = try step?.resolved(in: scenario) ?? player.stepCount
    guard (0...player.stepCount).contains(target) else {
      throw stepOutOfRange(target, scenario: player.shell.scenario.name, last: player.stepCount)
    }
    player.advance(to: target)
    return player.frameSVG
  }

  /// A scenario that loaded once but fails to load again is reported as invalid (exit 1).
  private func orExit<Value>(_ body: () throws(ScenarioError) -> Value) throws -> Value {
    do throws(ScenarioError) {
      return try body()
    } catch {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
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
        "Error: a PNG is binary; redirect it to a file, e.g. `agetui run \(scenario) "
          + "--format png --step \(stepText) > frame.png`.")
      throw ExitCode(64)
    }
  }
}
