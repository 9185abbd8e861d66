import ArgumentParser
import Reports
import Scenarios
import StoreCommands
import Storyboard

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// What `agetui run` prints: the run's text report (`RunReport`), or the screens drawn from the
/// same run, played once, of one platform's side (`RunScreens`): a cast of the TUI's frames,
/// the storyboard page (html), or one step's TUI screen or devices (svg, png). The pictures
/// take the run already played and checked; nothing is loaded or played again.
struct RunOutput: Report {
  /// The text formats, then cast, html, svg and png.
  static let formats: [ReportFormat] = RunReport.formats + screenFormats
  /// The formats drawn from the TUI's screens or the storyboard, of one platform's side.
  static let screenFormats: [ReportFormat] = [.cast, .html, .svg, .png]

  /// The run's text report.
  let report: RunReport
  /// The side the screen formats draw.
  let screens: any RunScreens
  /// The sides the storyboard page shows, in order: `--store`'s, else every store the
  /// scenario runs on.
  let pageSides: [any RunScreens]
  /// The scenario played, for the page's title.
  let scenario: Scenario
  /// svg, png: the step to draw; html: the one step to show.
  let step: RunStepArgument?
  /// svg, png: the devices instead of the TUI's screen.
  let devices: Bool
  /// The scenario as named on the command line, for messages.
  let argument: String

  /// Writes the run in one of ``formats``; a step out of range or a PNG for a terminal is a
  /// usage error (exit 64), a missing converter exit 1, each said on standard error first.
  func write(_ format: ReportFormat, to output: ReportOutput) throws {
    switch format {
    case .text, .json, .markdown, .mermaid: report.write(format, to: output)
    case .cast: output.write(screens.cast())
    case .html:
      guard let step else {
        output.write(StoryboardPage.html(scenario: scenario, pageSides.map { $0.storyboard() }))
        return
      }
      output.write(try screens.page(step: step))
    case .svg: output.write(try screens.picture(step: step, devices: devices))
    case .png:
      try refuseTerminalOutput()
      let svg = try screens.picture(step: step, devices: devices)
      output.write(bytes: Array(try PNGConverter.convert(svg: svg)))
    case .csv, .dot: break
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
        "Error: a PNG is binary; redirect it to a file, e.g. `agetui run \(argument) "
          + "--format png --step \(stepText) > frame.png`.")
      throw ExitCode(64)
    }
  }
}
