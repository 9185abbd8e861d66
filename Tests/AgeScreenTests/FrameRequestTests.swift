import AgeScreen
import CustomDump
import FlowEngine
import Stores
import Testing

@testable import AppleScreen

@Suite struct FrameRequestTests {
  static let size = Size(width: 120, height: 40)

  @Test func xHandsTheScreenOverOnceNamedAfterTheScenarioAndStep() throws {
    var shell = AppleShell(
      opening: try ScenarioOpener.yaml.open(
        #require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))))
    _ = shell.update(.nextStep, size: Self.size)
    _ = shell.update(.nextStep, size: Self.size)
    let commands = shell.update(.saveFrame, size: Self.size)
    let request = FrameRequest(
      canvas: shell.render(size: Self.size), scenario: "texas-teen", step: 2, isLive: false)
    expectNoDifference(request.baseName, "agetui-texas-teen-2")
    expectNoDifference(commands.last, .writeFrame(request))
    expectNoDifference(shell.update(.move(0), size: Self.size), [])
  }

  @Test(
    arguments: [
      ("texas-teen", 0, false, "agetui-texas-teen-0"),
      ("texas-teen", 3, true, "agetui-texas-teen-3-live"),
      ("../../etc/passwd", 1, false, "agetui--..-etc-passwd-1"),
      ("Ünï cødé <x>", 2, false, "agetui--n--c-d---x--2"),
      ("...", 1, false, "agetui-scenario-1"),
    ])
  func namesAreSafeFileNames(scenario: String, step: Int, isLive: Bool, expected: String) {
    let request = FrameRequest(
      canvas: Canvas(size: Size(width: 1, height: 1)), scenario: scenario, step: step,
      isLive: isLive)
    expectNoDifference(request.baseName, expected)
  }
}
