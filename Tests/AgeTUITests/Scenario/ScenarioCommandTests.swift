import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

/// `agetui scenarios`, `check` and `run`, through the built binary: output, exit codes and
/// the JSON a script would read.
@Suite("agetui scenarios, check and run")
struct ScenarioCommandTests {
  /// The built-ins in display order; `ScenarioLibraryTests` pins the list itself.
  static let names = ScenarioLibrary.names

  static let good = """
    name: good
    title: Good
    summary: A valid file.
    world:
      today: 2026-09-14
      region: US
      person: {name: Ann, age: 42}
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"
    answers: {age-range-prompt: share}
    script:
      - do: launch
        expect: {learned: 16 or over}

    """

  /// A temporary directory holding files, removed afterwards.
  private static func withFiles<T>(
    _ files: [String: String], _ body: (URL) throws -> T
  ) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-scenario-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return try body(directory)
  }

  // MARK: - scenarios

  @Test("scenarios lists every built-in with its summary, the default marked")
  func scenariosText() throws {
    let run = try AgeTUIBinary.run(["scenarios"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    expectNoDifference(
      lines.prefix(Self.names.count).map { String($0.split(separator: " ")[0]) }, Self.names)
    expectNoDifference(lines.first?.hasPrefix("texas-teen (default)      "), true)
    expectNoDifference(
      lines.first?.hasSuffix(
        "  Texas shares Sofia's range automatically; Landmarks 2.0 adds video calling, so Carlos must approve it."
      ), true)
    expectNoDifference(
      run.stdout,
      ScenarioListReport(ScenarioLibrary.all, defaultName: ScenarioLibrary.defaultName)
        .rendered(.text))
  }

  @Test("scenarios --format json")
  func scenariosJSON() throws {
    let run = try AgeTUIBinary.run(["scenarios", "--format", "json"])
    expectNoDifference(run.status, 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    expectNoDifference(object["format"] as? String, "agetui-scenarios")
    expectNoDifference(object["version"] as? Int, 1)
    expectNoDifference(object["default"] as? String, "texas-teen")
    let list = try #require(object["scenarios"] as? [[String: Any]])
    expectNoDifference(list.compactMap { $0["name"] as? String }, Self.names)
    expectNoDifference(list.filter { $0["default"] as? Bool == true }.count, 1)
  }

  // MARK: - check

  @Test("check: a good file is ok, with its step count")
  func checkGood() throws {
    try Self.withFiles(["good.yaml": Self.good]) { directory in
      let path = directory.appendingPathComponent("good.yaml").path
      let run = try AgeTUIBinary.run(["check", path])
      expectNoDifference(run.status, 0)
      expectNoDifference(run.stdout, "\(path): ok (1 step)\n")
      expectNoDifference(run.stderr, "")
    }
  }

  @Test("check: a bad file gives its positioned error and exit 1; good files still print ok")
  func checkBad() throws {
    let bad = Self.good.replacingOccurrences(of: "age: 42", with: "aeg: 42")
    try Self.withFiles(["good.yaml": Self.good, "bad.yaml": bad]) { directory in
      let good = directory.appendingPathComponent("good.yaml").path
      let badPath = directory.appendingPathComponent("bad.yaml").path
      let run = try AgeTUIBinary.run(["check", badPath, good])
      expectNoDifference(run.status, 1)
      expectNoDifference(run.stdout, "\(good): ok (1 step)\n")
      expectNoDifference(
        run.stderr,
        "\(badPath):7:23: error: world.person: unknown key \"aeg\"; did you mean \"age\"?\n")
    }
  }

  @Test("check: a missing file or a directory exits 64")
  func checkMissing() throws {
    try Self.withFiles([:]) { directory in
      let missing = directory.appendingPathComponent("missing.yaml").path
      let run = try AgeTUIBinary.run(["check", missing, directory.path])
      expectNoDifference(run.status, 64)
      expectNoDifference(run.stdout, "")
      expectNoDifference(
        run.stderr,
        "\(missing): error: no such file “\(missing)”.\n"
          + "\(directory.path): error: “\(directory.path)” is a directory, not a regular file.\n")
    }
  }

  @Test("check: a caption wider than 80 columns is a warning at its value, exit 0")
  func checkWideCaption() throws {
    let exact = String(repeating: "a", count: 80)
    // 41 wide characters are 82 columns: the width is the terminal's, not a character count.
    let wide = String(repeating: "字", count: 41)
    let text = Self.good.replacingOccurrences(
      of: "  - do: launch\n",
      with: "  - do: launch\n    caption: \(exact)\n  - do: close\n    caption: \(wide)\n"
        + "  - do: launch\n    caption: >-\n"
        + "      Ann opens Landmarks again, and this caption goes on far longer than one\n"
        + "      line of eighty columns.\n")
    try Self.withFiles(["wide.yaml": text]) { directory in
      let path = directory.appendingPathComponent("wide.yaml").path
      let run = try AgeTUIBinary.run(["check", path])
      expectNoDifference(run.status, 0)
      expectNoDifference(run.stdout, "\(path): ok (3 steps)\n")
      expectNoDifference(
        run.stderr,
        "\(path):19:14: warning: script[2].caption is 82 columns wide; a caption is one "
          + "line of at most 80\n"
          + "\(path):21:14: warning: script[3].caption is 95 columns wide; a caption is one "
          + "line of at most 80\n")
    }
  }

  /// The built-in Texas teen on three stores with one claim its simulation does not have in
  /// each store's script: a caption of Apple's, a caption of Play's, a narration of Amazon's.
  static let unfoundedEdits = [
    (
      "    caption: Texas shares Sofia's range, 13–15; the update needs a parent's approval.",
      "    caption: Texas shares Sofia's range; Carlos approves and Landmarks runs."
    ),
    (
      "      caption: Carlos approves in Family Link; nothing reaches the app yet.",
      "      caption: Carlos approves in Family Link, and Landmarks runs."
    ),
    (
      "      narration: Sofia closes Landmarks on her Fire tablet.",
      "      narration: Sofia closes Landmarks; Carlos approves it."
    ),
  ]

  @Test("check: words that claim what the step's simulation does not have warn at them, exit 0")
  func checkUnfoundedClaims() throws {
    let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/Platforms/AmazonAppstore/Store/BuiltIn/texas-teen-three-stores.yaml")
    var text = try String(contentsOf: builtIn, encoding: .utf8)
    for (written, claiming) in Self.unfoundedEdits {
      try #require(text.components(separatedBy: written).count == 2, "\(written)")
      text = text.replacingOccurrences(of: written, with: claiming)
    }
    // Where each edited value starts: its line, and the column after its key.
    let lines = text.components(separatedBy: "\n")
    let places = try Self.unfoundedEdits.map { _, claiming in
      let line = try #require(lines.firstIndex(of: claiming)) + 1
      let column = try #require(claiming.range(of: ": ")).upperBound.utf16Offset(in: claiming) + 1
      return "\(line):\(column)"
    }
    try Self.withFiles(["claims.yaml": text]) { directory in
      let path = directory.appendingPathComponent("claims.yaml").path
      let run = try AgeTUIBinary.run(["check", path])
      expectNoDifference(run.status, 0)
      expectNoDifference(
        run.stdout, "\(path): ok (5 steps, 5 on Google Play, 8 on Amazon Appstore)\n")
      let rest =
        "which the simulation does not have after this step; a step's words say what the "
        + "screen shows after it\n"
      expectNoDifference(
        run.stderr,
        "\(path):\(places[0]): warning: script[1].caption says “approves” (a parent approved), "
          + rest
          + "\(path):\(places[0]): warning: script[1].caption says “runs” (the app runs), " + rest
          + "\(path):\(places[1]): warning: google-play.script[3].caption says “runs” (the app "
          + "runs), " + rest
          + "\(path):\(places[2]): warning: amazon-appstore.script[2].narration says “approves” "
          + "(a parent approved), " + rest)
    }
  }

  @Test("check: a JSON file is accepted")
  func checkJSON() throws {
    let json = """
      {"name": "json", "title": "JSON", "summary": "Also YAML.",
       "world": {"today": "2026-09-14", "region": "US", "person": {"name": "Ann", "age": 42},
         "app": {"name": "Landmarks", "bundle-id": "com.example.landmarks", "gates": [16],
           "feature": {"name": "Photo sharing", "minimum-age": 16}, "version": "1.0"}},
       "script": [{"do": "launch"}, {"do": "share"}]}
      """
    try Self.withFiles(["scenario.json": json]) { directory in
      let path = directory.appendingPathComponent("scenario.json").path
      let run = try AgeTUIBinary.run(["check", path])
      expectNoDifference(run.status, 0)
      expectNoDifference(run.stdout, "\(path): ok (2 steps)\n")
    }
  }

  // MARK: - run

  /// One sandbox row as `run --format json` must report it.
  struct SandboxRow: Sendable, CustomTestStringConvertible {
    var name: String
    var lowerBound: Int?
    var upperBound: Int?
    var declaration: String
    var updateApplies: Bool
    var permissionKit: String

    var testDescription: String { name }
  }

  static let sandboxRows = [
    SandboxRow(
      name: "sandbox-under13-approved", lowerBound: nil, upperBound: 12,
      declaration: "guardianDeclared", updateApplies: true, permissionKit: "approve"),
    SandboxRow(
      name: "sandbox-13-15-approved", lowerBound: 13, upperBound: 15,
      declaration: "guardianDeclared", updateApplies: true, permissionKit: "approve"),
    SandboxRow(
      name: "sandbox-16-17-declined", lowerBound: 16, upperBound: 17,
      declaration: "guardianDeclared", updateApplies: true, permissionKit: "decline"),
    SandboxRow(
      name: "sandbox-adult-unconfirmed", lowerBound: 18, upperBound: nil,
      declaration: "selfDeclared", updateApplies: false, permissionKit: "AskError.notAvailable"),
    SandboxRow(
      name: "sandbox-adult-confirmed", lowerBound: 18, upperBound: nil, declaration: "confirmed",
      updateApplies: false, permissionKit: "AskError.notAvailable"),
    SandboxRow(
      name: "sandbox-adult-confirmed-change-applicable", lowerBound: 18, upperBound: nil,
      declaration: "confirmed", updateApplies: true, permissionKit: "AskError.notAvailable"),
  ]

  @Test("run --format json ends each sandbox row in Apple's outcome", arguments: sandboxRows)
  func runSandboxJSON(_ row: SandboxRow) throws {
    let run = try AgeTUIBinary.run(["run", row.name, "--format", "json"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    expectNoDifference(summary["passed"] as? Bool, true)
    let outcome = try #require(summary["outcome"] as? [String: Any])
    let range = try #require(outcome["ageRange"] as? [String: Any])
    expectNoDifference(range["lowerBound"] as? Int, row.lowerBound)
    expectNoDifference(range["upperBound"] as? Int, row.upperBound)
    expectNoDifference((range["lowerBound"] is NSNull), (row.lowerBound == nil))
    expectNoDifference((range["upperBound"] is NSNull), (row.upperBound == nil))
    expectNoDifference(range["ageRangeDeclaration"] as? String, row.declaration)
    expectNoDifference(outcome["significantUpdateApplies"] as? Bool, row.updateApplies)
    expectNoDifference(outcome["permissionKitResult"] as? String, row.permissionKit)
  }

  @Test("run prints the same report the library renders, in every format")
  func runFormats() throws {
    let report = AppleScenarioRunner.run(try ScenarioLibrary.defaultScenario)
    let text = try AgeTUIBinary.run(["run", "texas-teen"])
    expectNoDifference(text.status, 0)
    expectNoDifference(text.stdout, RunReport(report).rendered(.text))
    let markdown = try AgeTUIBinary.run(["run", "texas-teen", "--format", "markdown"])
    expectNoDifference(markdown.stdout, RunReport(report).rendered(.markdown))
    let checked = try AgeTUIBinary.run(
      ["run", "texas-teen", "--format", "markdown", "--with-checks"])
    expectNoDifference(checked.stdout, RunReport(report, withChecks: true).rendered(.markdown))
    let json = try AgeTUIBinary.run(["run", "texas-teen", "--format", "json"])
    expectNoDifference(json.stdout, JSONReport.render(report))
  }

  @Test("run: --with-checks is for Markdown only")
  func withChecksNeedsMarkdown() throws {
    let run = try AgeTUIBinary.run(["run", "texas-teen", "--with-checks"])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    #expect(
      run.stderr.hasPrefix(
        "Error: --with-checks applies to --format markdown only (text and json always show the "
          + "checks)\n"))
  }

  @Test("run: a failing expect exits 1, naming it with expected and actual")
  func runFailingExpect() throws {
    let failing = Self.good.replacingOccurrences(of: "16 or over", with: "13–15")
    try Self.withFiles(["failing.yaml": failing]) { directory in
      let path = directory.appendingPathComponent("failing.yaml").path
      let run = try AgeTUIBinary.run(["run", path])
      expectNoDifference(run.status, 1)
      expectNoDifference(
        run.stderr,
        "agetui run: good FAILED (1 failure)\n"
          + "  step 1 (launch, line 16): expect learned: expected 13–15, actual 16 or over\n")
      #expect(
        run.stdout.contains(
          "  expect learned = 13–15: FAILED, actual 16 or over\n"))
    }
  }

  @Test("run: an invalid file exits 1 with its positioned error")
  func runInvalidFile() throws {
    let bad = Self.good.replacingOccurrences(of: "do: launch", with: "do: lanch")
    try Self.withFiles(["bad.yaml": bad]) { directory in
      let path = directory.appendingPathComponent("bad.yaml").path
      let run = try AgeTUIBinary.run(["run", path])
      expectNoDifference(run.status, 1)
      expectNoDifference(run.stdout, "")
      expectNoDifference(
        run.stderr,
        "\(path):16:9: error: script[1].do: unknown action \"lanch\"; did you mean "
          + "\"launch\"?\n")
    }
  }

  @Test("run: an unknown name exits 64 and lists close names")
  func runUnknownName() throws {
    let run = try AgeTUIBinary.run(["run", "texas-ten"])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(
      run.stderr,
      "Error: no built-in scenario or file named “texas-ten”. Did you mean texas-teen? "
        + "Run `agetui scenarios` for the built-in names.\n")
  }

  @Test("run: an unknown format is a usage error")
  func runBadFormat() throws {
    let run = try AgeTUIBinary.run(["run", "texas-teen", "--format", "xml"])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    #expect(run.stderr.contains("--format"))
  }
}
