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
    if withChecks, format != .markdown {
      throw ValidationError(
        "--with-checks applies to --format markdown only (text and json always show the checks)")
    }
  }

  /// Prints the storyboard page (html) or the screen after one step (svg, png).
  func printPicture(of document: ScenarioDocument, scenario: Scenario) throws {
    switch format {
    case .html:
      var storyboard = try orExit { () throws(ScenarioError) in
        try Storyboard(document, size: size.size)
      }
      if let step {
        // One step's section, keeping its number (and its `#step-N` anchor).
        let number = try step.resolved(in: scenario)
        guard (1...max(1, storyboard.steps.count)).contains(number), !storyboard.steps.isEmpty
        else {
          StandardError.line(
            "Error: --step \(number) is out of range: \(scenario.name)'s storyboard has steps 1 "
              + "to \(storyboard.steps.count).")
          throw ExitCode(64)
        }
        storyboard.steps = [storyboard.steps[number - 1]]
      }
      print(StoryboardPage.html(storyboard), terminator: "")
    case .svg: print(try frameSVG(of: document, scenario: scenario), terminator: "")
    case .png:
      try refuseTerminalOutput()
      StandardStream.write(
        try PNGConverter.convert(svg: try frameSVG(of: document, scenario: scenario)),
        to: StandardStream.output)
    case .text, .json, .markdown, .mermaid, .cast: break
    }
  }

  /// The whole TUI screen after `--step` (default: the last step), as SVG.
  private func frameSVG(of document: ScenarioDocument, scenario: Scenario) throws -> String {
    var player = try orExit { () throws(ScenarioError) in
      try ScriptPlayer(document, size: size.size)
    }
    let target = try step?.resolved(in: scenario) ?? player.stepCount
    guard (0...player.stepCount).contains(target) else {
      StandardError.line(
        "Error: --step \(target) is out of range: \(player.shell.scenario.name) has steps 0 "
          + "(the start) to \(player.stepCount).")
      throw ExitCode(64)
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
