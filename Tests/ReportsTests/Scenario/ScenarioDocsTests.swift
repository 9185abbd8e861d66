import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import GooglePlayScenarios
import Reports
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// docs/scenarios.md and docs/trace-format.md match the code: their examples load and pass,
/// the JSON example is what the code prints, and every name they promise is listed.
@Suite("Scenario docs")
struct ScenarioDocsTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func document(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  /// The text of the first fenced block of a language after a heading.
  private static func block(_ language: String, after heading: String, in text: String) throws
    -> String
  {
    let section = try #require(text.range(of: "\n\(heading)\n"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```\(language)\n"))
    let end = try #require(rest[start.upperBound...].range(of: "\n```"))
    return String(rest[start.upperBound..<end.lowerBound]) + "\n"
  }

  /// The text between a heading and the next heading of the same level.
  private static func section(_ heading: String, in text: String) throws -> String {
    let start = try #require(text.range(of: "\n\(heading)\n"))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The verbs an actions table's first column names: `launch`, `{launch: second-device}`
  /// and `{parent: {choice: …}}` each name one.
  private static func documentedVerbs(in table: String) -> Set<String> {
    var verbs: Set<String> = []
    for line in table.split(separator: "\n") where line.hasPrefix("| `") {
      let firstCell = line.split(separator: "|").first ?? ""
      for (index, code) in firstCell.split(separator: "`", omittingEmptySubsequences: false)
        .enumerated() where index % 2 == 1
      {
        let word = code.drop { $0 == "{" }.prefix { $0 != ":" && $0 != "}" }
        verbs.insert(String(word))
      }
    }
    return verbs
  }

  @Test("the complete example loads and plays without a failure")
  func completeExample() throws {
    let text = try Self.block(
      "yaml", after: "## A complete example", in: try Self.document("scenarios.md"))
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text, file: "mila.yaml"))
    expectNoDifference(run.failures, [])
    expectNoDifference(run.scenario.script.count, 3)
  }

  @Test("the caption example plays, each step with its caption, automatic answers with theirs")
  func captionExample() throws {
    let text = try Self.block(
      "yaml", after: "### Narration and captions", in: try Self.document("scenarios.md"))
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text, file: "captions.yaml"))
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps.map(\.caption),
      [
        "Texas shares Emma's range, 13–15; the update needs her father's approval.",
        "Emma taps Ask Parent; Messages opens a question to David.",
        "Emma taps Send; the question reaches David's iPhone.",
        "David approves; Landmarks runs.",
      ])
  }

  /// One fenced YAML example in the docs.
  struct YAMLExample: CustomStringConvertible {
    /// `docs/regions.md`.
    var file: String
    /// What follows `yaml` on the fence: empty for a whole scenario, `world` for a fragment.
    var kind: String
    /// The fence's line in the file, from 1.
    var line: Int
    var text: String

    var description: String { "\(file):\(line) (```yaml\(kind.isEmpty ? "" : " " + kind))" }
  }

  /// Every fenced block whose info string starts with `yaml`, in README.md and docs/*.md.
  ///
  /// The convention for doc writers: ```` ```yaml ```` is a complete scenario, loaded and
  /// played as it stands; ```` ```yaml world ```` is a fragment of a scenario's `world:`, whose
  /// top-level keys are merged over a minimal world (`minimalWorld`) before it is loaded and
  /// played. Any other word after `yaml` fails the test, so every example is checked one way
  /// or the other; write other YAML-looking text in a plain ```` ``` ```` block.
  static func yamlExamples() throws -> [YAMLExample] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    var examples: [YAMLExample] = []
    for file in ["README.md"] + docs {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var open: (line: Int, kind: String, body: [Substring])?
      var inOtherBlock = false
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if let current = open {
          if line == "```" {
            examples.append(
              YAMLExample(
                file: file, kind: current.kind, line: current.line,
                text: current.body.joined(separator: "\n") + "\n"))
            open = nil
          } else {
            open?.body.append(line)
          }
        } else if line.hasPrefix("```") {
          let info = line.dropFirst(3).split(separator: " ", maxSplits: 1)
          if !inOtherBlock, info.first == "yaml" {
            open = (index + 1, info.count > 1 ? String(info[1]) : "", [])
          } else {
            inOtherBlock.toggle()
          }
        }
      }
    }
    return examples
  }

  /// The world `yaml world` fragments are merged over, one top-level key per entry.
  static let minimalWorld: KeyValuePairs<String, String> = [
    "today": "today: 2026-09-14",
    "region": "region: US",
    "person": "person: {name: Ann, age: 42}",
    "app": """
    app:
      name: Landmarks
      bundle-id: com.example.landmarks
      gates: [13, 16]
      feature: {name: Photo sharing, minimum-age: 16}
      version: "1.0"
    """,
  ]

  /// A `world:` fragment merged over `minimalWorld` into a whole scenario: the fragment's
  /// top-level keys replace the minimal world's, or are added after them.
  static func scenario(withWorld fragment: String) -> String {
    var blocks: [(key: String, text: String)] = []
    for line in fragment.split(separator: "\n", omittingEmptySubsequences: false) {
      if let first = line.first, first != " ", first != "#", let colon = line.firstIndex(of: ":") {
        blocks.append((String(line[..<colon]), String(line)))
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1].text += "\n" + line
      }
    }
    let keys = Set(blocks.map(\.key))
    let world =
      minimalWorld.filter { !keys.contains($0.key) }.map(\.value) + blocks.map(\.text)
    let indented = world.joined(separator: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.isEmpty ? "" : "  " + $0 }
    return """
      name: docs-example
      title: A docs example
      summary: A fragment of world from the docs, in a minimal scenario.
      world:
      \(indented.joined(separator: "\n"))
      script:
        - do: launch

      """
  }

  @Test("the docs hold YAML examples in both forms")
  func yamlExamplesFound() throws {
    let found = Set(try Self.yamlExamples().map { "\($0.file) \($0.kind)" })
    #expect(found.isSuperset(of: ["docs/scenarios.md ", "docs/regions.md world"]))
  }

  @Test("every YAML example in the docs loads and plays without a failure")
  func everyYAMLExample() throws {
    for example in try Self.yamlExamples() {
      let text: String
      switch example.kind {
      case "": text = example.text
      case "world": text = Self.scenario(withWorld: example.text)
      default:
        Issue.record("\(example): unknown kind of YAML example; use ```yaml or ```yaml world")
        continue
      }
      do throws(ScenarioError) {
        let scenario = try ScenarioLoader.load(text, file: example.file)
        expectNoDifference(AppleScenarioRunner.run(scenario).failures, [], "\(example)")
        expectNoDifference(PlayScenarioRunner.run(scenario)?.failures ?? [], [], "\(example)")
      } catch {
        // A whole scenario's lines are the document's, counted from the fence; a fragment's
        // are those of the scenario it was merged into.
        let position =
          example.kind.isEmpty
          ? "\(example.file):\(example.line + error.line):\(error.column)"
          : "\(example), line \(error.line) of the scenario it was merged into"
        Issue.record("\(position): \(error.message)")
      }
    }
  }

  @Test("a world fragment replaces the minimal world's keys and adds its own")
  func worldFragment() {
    expectNoDifference(
      Self.scenario(withWorld: "region: GB\nregions:\n  - code: XX  # a row\n\n"),
      """
      name: docs-example
      title: A docs example
      summary: A fragment of world from the docs, in a minimal scenario.
      world:
        today: 2026-09-14
        person: {name: Ann, age: 42}
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "1.0"
        region: GB
        regions:
          - code: XX  # a row


      script:
        - do: launch

      """)
  }

  @Test("the JSON example loads and plays without a failure")
  func jsonExample() throws {
    let text = try Self.block("json", after: "## JSON files", in: try Self.document("scenarios.md"))
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text, file: "example.json"))
    expectNoDifference(run.failures, [])
  }

  @Test("the built-ins table lists every built-in, in order")
  func builtInsTable() throws {
    let table = try Self.section("## Built-in scenarios", in: try Self.document("scenarios.md"))
    let names = table.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.split(separator: "`").dropFirst().first.map(String.init)
    }
    expectNoDifference(names, ScenarioLibrary.names)
  }

  @Test("the actions table documents exactly the verbs the loader reads")
  func vocabulary() throws {
    let document = try Self.document("scenarios.md")
    let actions = try Self.section("## Actions", in: document)
    expectNoDifference(Self.documentedVerbs(in: actions), Set(AppleVerb.allCases.map(\.rawValue)))
    let expect = try Self.section("## Expect", in: document)
    for key in [
      "step", "blocked-reason", "learned", "declaration", "feature", "question", "parent-answer",
      "ask-error", "sheet", "handled", "trace-contains", "trace-lacks", "rejected",
    ] {
      #expect(expect.contains("| `\(key)` |"), "\(key)")
    }
  }

  @Test("the Google Play section documents exactly the Play verbs and expect keys")
  func playVocabulary() throws {
    let document = try Self.document("scenarios.md")
    let actions = try Self.section("### Play actions", in: document)
    let table = String(actions[..<(actions.range(of: "\n### ")?.lowerBound ?? actions.endIndex)])
    expectNoDifference(Self.documentedVerbs(in: table), Set(PlayVerb.allCases.map(\.rawValue)))
    let expect = try Self.section("### Play expect", in: document)
    for key in [
      "step", "status", "age-range", "source", "change-status", "approval-date", "error-code",
      "retryable", "sheet", "pending-request", "request-covers", "revoked", "revocation-csv",
      "settings", "refused", "trace-contains", "trace-lacks",
    ] {
      #expect(expect.contains("| `\(key)` |"), "\(key)")
    }
  }

  @Test("the Google Play example loads and passes on Play")
  func playExample() throws {
    let text = try Self.block(
      "yaml", after: "## Google Play", in: try Self.document("scenarios.md"))
    let scenario = try ScenarioFixtures.load(text, file: "play.yaml")
    let run = try #require(PlayScenarioRunner.run(scenario))
    expectNoDifference(run.failures, [])
    expectNoDifference(scenario.platforms, [.googlePlay])
    expectNoDifference(
      run.steps.map(\.actionText),
      [
        "declare-change video-calling 2026-09-14", "launch", "parent approve", "check-again",
      ])
    expectNoDifference(run.expectationCount, 13)
  }

  @Test("the trace-format example is what the code prints")
  func traceExample() throws {
    let example = try Self.block(
      "json", after: "## Example", in: try Self.document("trace-format.md"))
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("wwdc-emily-9")))
    expectNoDifference(example, JSONReport.render(run))
  }

  @Test("every stable name is in the trace format")
  func stableNames() throws {
    let document = try Self.document("trace-format.md")
    let names =
      AppleActor.allCases.map(\.rawValue) + TraceKind.allCases.map(\.rawValue) + FlowStep.allNames
      + FlowBranch.allCases.map(\.rawValue) + BlockReason.allNames
      + Invariant.allCases.map(\.rawValue) + DeviceID.allCases.map(\.rawValue)
    for name in names {
      #expect(document.contains("`\(name)`"), "\(name)")
    }
  }
}
