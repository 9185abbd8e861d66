import AgeScreen
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Scenarios
import Stores
import Synchronization
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// A scenario is loaded and played once per command, whatever the format: the TUI receives the
/// scenario its command loaded, and `run`'s pictures draw from the run it played and checked.
@Suite("A scenario is loaded once per command")
struct LoadOnceTests {
  /// The files a counting opener was asked to load, in order.
  final class Loads: Sendable {
    private let files = Mutex<[String]>([])

    /// The YAML opener, counting.
    var opener: ScenarioOpener {
      ScenarioOpener(shelf: ScenarioLibrary.shelf) { document throws(ScenarioError) in
        self.files.withLock { $0.append(document.file) }
        return try ScenarioOpener.yaml.load(document)
      }
    }

    var all: [String] { files.withLock { $0 } }
  }

  /// A built-in's text written to a file of its own.
  private static func file(of name: String) throws -> String {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-load-once-\(getpid())-\(name).yaml")
    try Data(source.yaml.utf8).write(to: url)
    return url.path
  }

  @Test("the TUI: the default, a built-in and a file are each loaded once, then played")
  func theTUI() throws {
    let file = try Self.file(of: "sharing-modes")
    defer { try? FileManager.default.removeItem(atPath: file) }
    for (argument, expected) in [
      (nil, "built-in:texas-teen"), ("revoked-consent", "built-in:revoked-consent"),
      (file, file),
    ] {
      let loads = Loads()
      var session = try AgeTUICommand.opened(for: argument, opener: loads.opener)
      let size = Size(width: 120, height: 40)
      _ = session.render(size: size)
      while let shell = session.apple?.shell, shell.scriptPosition < shell.scriptLength {
        _ = session.update(.apple(.nextStep), size: size)
      }
      _ = session.render(size: size)
      expectNoDifference(loads.all, [expected])
    }
  }

  @Test("run: the command loads once, and its cast is the one a fresh open records")
  func run() throws {
    let loads = Loads()
    let (document, scenario) = try ScenarioSource.loadedForCommand(
      "texas-teen", opener: loads.opener)
    let run = AppleScenarioRunner.run(scenario)
    let size = Size(width: 100, height: 30)
    let cast = HeadlessCast.record(AppleOpenScenario(run: run), size: size)
    expectNoDifference(loads.all, ["built-in:texas-teen"])
    #expect(cast == HeadlessCast.record(try ScenarioOpener.yaml.open(document), size: size))
  }

  @Test("a checked run's walkthrough is the screen's: the same simulations, step by step")
  func walkthroughOfARun() throws {
    for scenario in ScenarioLibrary.all {
      let fromRun = AppleWalkthrough(run: AppleScenarioRunner.run(scenario))
      let played = AppleWalkthrough(scenario: scenario)
      expectNoDifference(fromRun.start, played.start, "\(scenario.name)")
      expectNoDifference(fromRun.steps.map(\.world), played.steps.map(\.world), "\(scenario.name)")
      expectNoDifference(fromRun.scriptStepCount, played.scriptStepCount, "\(scenario.name)")
    }
  }

  @Test("a document a journal opens is opened through the opener the TUI was given")
  func aDocument() throws {
    let loads = Loads()
    var session = try AgeTUICommand.opened(for: nil, opener: loads.opener)
    let source = try #require(ScenarioLibrary.sources.first { $0.name == "revoked-consent" })
    expectNoDifference(session.restore([.open(ScenarioDocument(source))]), nil)
    expectNoDifference(session.scenario.name, "revoked-consent")
    expectNoDifference(loads.all, ["built-in:texas-teen", "built-in:revoked-consent"])
  }

  @Test("the picker opens the built-in it listed, already loaded: nothing is parsed again")
  func thePicker() throws {
    let loads = Loads()
    var session = try AgeTUICommand.opened(for: nil, opener: loads.opener)
    let size = Size(width: 120, height: 40)
    _ = session.update(.apple(.openPicker), size: size)
    for character in "revoked-consent" {
      _ = session.update(.picker(.pickerType(character)), size: size)
    }
    _ = session.update(.picker(.pickerChoose), size: size)
    expectNoDifference(session.scenario, ScenarioLibrary.named("revoked-consent"))
    #expect(
      session.document
        == ScenarioDocument(
          try #require(
            ScenarioLibrary.sources.first { $0.name == "revoked-consent" })))
    expectNoDifference(loads.all, ["built-in:texas-teen"])
  }
}
