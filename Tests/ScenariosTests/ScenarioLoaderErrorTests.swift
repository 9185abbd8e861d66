import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// Every way a scenario file can be wrong gives one exact, positioned message: file, line,
/// column, key path, what was expected, what was found, and a suggestion when one is close.
@Suite("Scenario loader errors")
struct ScenarioLoaderErrorTests {
  /// A bad file and the exact error it must give.
  typealias Case = ScenarioErrorCase

  private static func bad(_ old: String, _ new: String) -> String {
    ScenarioFixtures.minimal(replacing: old, with: new)
  }

  static let keyCases: [Case] = [
    Case(
      "misspelt key", bad("    age: 42", "    aeg: 42"),
      #"test.yaml:9:5: error: world.person: unknown key "aeg"; did you mean "age"?"#),
    Case(
      "unknown key without a close match",
      bad("  region: US\n", "  region: US\n  weather: sunny\n"),
      // Every store's keys, then Apple's own.
      #"test.yaml:7:3: error: world: unknown key "weather"; expected one of today, region, "#
        + "person, parent, app, regions, assumptions, os, second-device, screen-time-passcode, "
        + "faults, main-device, eligibility or app-store-environment"),
    Case(
      "missing top-level key", bad("title: Minimal\n", ""),
      #"test.yaml:1:1: error: missing required key "title""#),
    Case(
      "neither birthdate nor age", bad("    age: 42\n", ""),
      #"test.yaml:8:5: error: world.person: missing "birthdate" or "age" (give one)"#),
    Case(
      "both birthdate and age", bad("    age: 42\n", "    age: 42\n    birthdate: 1984-01-01\n"),
      "test.yaml:10:16: error: world.person.birthdate: give either birthdate or age, not both "
        + "(age counts back from world.today)"),
    Case(
      "duplicate key", bad("    age: 42\n", "    age: 42\n    age: 43\n"),
      #"test.yaml:10:5: error: the key "age" appears twice in the same mapping (first at line 9); "#
        + "keep one"),
    Case(
      "not a mapping at the top", "- a\n- b\n",
      "test.yaml:1:1: error: expected a mapping with keys such as name, title or summary, "
        + "found a list"),
  ]

  static let valueCases: [Case] = [
    Case(
      "misspelt enum value",
      bad("    age: 42", "    age: 42\n    sharing-mode: ask-frist"),
      "test.yaml:10:19: error: world.person.sharing-mode: expected always-share, ask-first or "
        + #"never-share, found "ask-frist"; did you mean "ask-first"?"#),
    Case(
      "list for a name", bad("name: minimal", "name: [a, b]"),
      "test.yaml:1:7: error: name: expected a line of text, found a list"),
    Case(
      "name not kebab-case", bad("name: minimal", "name: My Scenario"),
      "test.yaml:1:7: error: name: expected a kebab-case name (lowercase words joined by "
        + #"hyphens, e.g. texas-teen), found "My Scenario""#),
    Case(
      "summary on two lines", bad("summary: The smallest scenario.", "summary: |\n  one\n  two"),
      "test.yaml:3:10: error: summary: expected a single line of text, found 2 lines"),
    Case(
      "a date that does not exist", bad("today: 2026-09-14", "today: 2026-02-30"),
      "test.yaml:5:10: error: world.today: 2026-02-30 is not a real date"),
    Case(
      "a date in another format", bad("today: 2026-09-14", "today: 14/09/2026"),
      #"test.yaml:5:10: error: world.today: expected a date as YYYY-MM-DD, found "14/09/2026""#),
    Case(
      "unknown region", bad("region: US\n", "region: US-TZ\n"),
      #"test.yaml:6:11: error: world.region: unknown region "US-TZ"; did you mean "US-TX"? "#
        + "(known: \(RegionTable.builtIn.codes.joined(separator: ", ")); add a row under "
        + "world.regions for another)"),
    Case(
      "unknown OS", bad("  region: US\n", "  region: US\n  os: \"26.3\"\n"),
      #"test.yaml:7:7: error: world.os: expected 26.0, 26.1, 26.2, 26.4, 26.5 or 27.0, found "26.3""#
    ),
    Case(
      "gates that are not numbers", bad("gates: [13, 16]", "gates: [13, sixteen]"),
      #"test.yaml:13:17: error: world.app.gates[2]: expected a whole number, found "sixteen""#),
    Case(
      "eleven gates", bad("gates: [13, 16]", "gates: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]"),
      "test.yaml:13:12: error: world.app.gates: the list has 11 items; at most 10 are allowed"),
    Case(
      "a gate with a fraction", bad("gates: [13, 16]", "gates: [13, 15.5]"),
      #"test.yaml:13:17: error: world.app.gates[2]: expected a whole number, found "15.5""#),
    Case(
      "a gate out of any sane range", bad("gates: [13, 16]", "gates: [-1000]"),
      "test.yaml:13:13: error: world.app.gates[1]: expected a whole number from -999 to 999, "
        + "found -1000"),
    Case(
      "gates that are not a list", bad("gates: [13, 16]", "gates: 13"),
      #"test.yaml:13:12: error: world.app.gates: expected a list, found "13""#),
    Case(
      "true or false", bad("    age: 42\n", "    age: 42\n    family: yes\n"),
      #"test.yaml:10:13: error: world.person.family: expected true or false, found "yes""#),
    Case(
      "age out of range", bad("age: 42", "age: 200"),
      "test.yaml:9:10: error: world.person.age: expected a whole number from 0 to 120, found 200"),
    Case(
      "birthdate after today", bad("age: 42", "birthdate: 2030-01-01"),
      "test.yaml:9:16: error: world.person.birthdate: the birthdate 2030-01-01 is after "
        + "world.today (2026-09-14)"),
    Case(
      "install version newer than the app",
      bad("    version: \"1.0\"\n", "    version: \"1.0\"\n    installed-at: \"2.0\"\n"),
      "test.yaml:16:19: error: world.app.installed-at: the original install version 2.0 is "
        + "newer than the app's version 1.0"),
    Case(
      "question expiry of zero days",
      bad("    version: \"1.0\"\n", "    version: \"1.0\"\n    question-expiry-days: 0\n"),
      "test.yaml:16:27: error: world.app.question-expiry-days: expected a whole number from 1 "
        + "to 3650, found 0"),
    Case(
      "duplicate change ids",
      bad(
        "    version: \"1.0\"\n",
        "    version: \"1.0\"\n    changes:\n"
          + "      - {id: chat, version: \"1.0\", description: Chat.}\n"
          + "      - {id: chat, version: \"1.0\", description: Chat again.}\n"),
      "test.yaml:18:14: error: world.app.changes[2].id: duplicate change id \"chat\" (already "
        + "used by changes[1])"),
    Case(
      "imposed gates Apple rejects",
      bad(
        "  region: US\n",
        "  region: US\n  regions:\n    - code: X1\n      name: X\n      source: test\n"
          + "      regulation:\n        - {from: 2026-01-01, imposed-gates: [13, 14], features: []}\n"
      ),
      "test.yaml:12:45: error: world.regions[1].regulation[1].imposed-gates: the imposed gates "
        + "break Apple's rules: the range 13-13 spans less than 2 years; each range must span at "
        + "least 2 years"),
    Case(
      "a region defined twice",
      bad(
        "  region: US\n",
        "  region: US\n  regions:\n    - {code: X1, name: X, source: a}\n"
          + "    - {code: x1, name: Y, source: b}\n"),
      #"test.yaml:9:14: error: world.regions[2].code: region "x1" is already defined by regions[1]"#
    ),
    Case(
      "misspelt answer", bad("script:", "answers:\n  ask-parent: maybe\nscript:"),
      #"test.yaml:17:15: error: answers.ask-parent: expected yes or no, found "maybe""#),
  ]

  static let scriptCases: [Case] = [
    Case(
      "empty script", bad("script:\n  - do: launch\n", "script: []\n"),
      "test.yaml:16:9: error: script: expected at least one item, found an empty list"),
    Case(
      "unknown action", bad("do: launch", "do: lanch"),
      #"test.yaml:17:9: error: script[1].do: unknown action "lanch"; did you mean "launch"?"#),
    Case(
      "an action without its value", bad("do: launch", "do: clock"),
      #"test.yaml:17:9: error: script[1].do: the action "clock" needs a value, "#
        + "e.g. `do: {clock: +1 day}`"),
    Case(
      "two actions in one step",
      bad("do: launch", "do: {launch: child-iphone, close: child-iphone}"),
      "test.yaml:17:9: error: script[1].do: expected one action, found 2 (write each action as "
        + "its own step)"),
    Case(
      "a missing action", bad("do: launch", "do:"),
      "test.yaml:17:8: error: script[1].do: expected an action such as launch, or "
        + "{clock: +1 day}, found nothing"),
    Case(
      "a step that is not a mapping", bad("  - do: launch", "  - launch"),
      "test.yaml:17:5: error: script[1]: expected a mapping with keys such as do, narration or "
        + #"expect, found "launch""#),
    Case(
      "no second device", bad("do: launch", "do: {launch: second-device}"),
      "test.yaml:17:18: error: script[1].do.launch: this scenario has no second device "
        + "(set world.second-device)"),
    Case(
      "a sheet on a second device the world lacks",
      bad("do: launch", "do: launch\n    expect: {sheet: {second-device: none}}"),
      "test.yaml:18:22: error: script[1].expect.sheet: this scenario has no second device "
        + "(set world.second-device)"),
    Case(
      "an empty trace-lacks", bad("do: launch", "do: launch\n    expect: {trace-lacks: []}"),
      "test.yaml:18:27: error: script[1].expect.trace-lacks: expected at least one item, found "
        + "an empty list"),
    Case(
      "a feature value per device",
      bad("do: launch", "do: launch\n    expect: {feature: {child-iphone: on}}"),
      "test.yaml:18:38: error: script[1].expect.feature.child-iphone: expected enabled or "
        + #"disabled, found "on""#),
    Case(
      "an unknown device", bad("do: launch", "do: {launch: ipad}"),
      "test.yaml:17:18: error: script[1].do.launch: expected child-iphone, second-device or "
        + #"parent-iphone, found "ipad""#),
    Case(
      "a value for an action that takes none", bad("do: launch", "do: {revoke-consent: now}"),
      #"test.yaml:17:26: error: script[1].do.revoke-consent: "revoke-consent" takes no value; "#
        + "write `do: revoke-consent`"),
    Case(
      "a clock step in other units", bad("do: launch", "do: {clock: +1 fortnight}"),
      "test.yaml:17:17: error: script[1].do.clock: expected +N days, +N months, +N years, "
        + #"next-birthday or next-anniversary, found "+1 fortnight""#),
    Case(
      "a misspelt choice", bad("do: launch", "do: {parent: aprove}"),
      "test.yaml:17:18: error: script[1].do.parent: expected a choice: approve, decline, "
        + #"approve-hour or approve-day, found "aprove"; did you mean "approve"?"#),
    Case(
      "empty narration", bad("  - do: launch\n", "  - do: launch\n    narration: \"\"\n"),
      "test.yaml:18:16: error: script[1].narration: expected text, found an empty value"),
    Case(
      "empty caption", bad("  - do: launch\n", "  - do: launch\n    caption: \"\"\n"),
      "test.yaml:18:14: error: script[1].caption: expected text, found an empty value"),
    Case(
      "a caption of two lines",
      bad("  - do: launch\n", "  - do: launch\n    caption: |\n      One.\n      Two.\n"),
      "test.yaml:18:14: error: script[1].caption: expected a caption of one line, found 2 lines"),
    Case(
      "expect on an unknown step name",
      bad("  - do: launch\n", "  - do: launch\n    expect: {step: runing}\n"),
      "test.yaml:18:20: error: script[1].expect.step: expected a flow step: not-running, "
        + "checking-regulation, requesting-age-range, needs-parental-approval, "
        + "waiting-for-parent, acknowledging, blocked, checking-feature or running, found "
        + #""runing"; did you mean "running"?"#),
    Case(
      "expect on a step that is not a name",
      bad("  - do: launch\n", "  - do: launch\n    expect: {step: [running]}\n"),
      "test.yaml:18:20: error: script[1].expect.step: expected a flow step: not-running, "
        + "checking-regulation, requesting-age-range, needs-parental-approval, "
        + "waiting-for-parent, acknowledging, blocked, checking-feature or running, found "
        + "a list"),
    Case(
      "expect on an unknown device",
      bad("  - do: launch\n", "  - do: launch\n    expect: {step: {tablet: running}}\n"),
      #"test.yaml:18:21: error: script[1].expect.step: unknown key "tablet"; expected one of "#
        + "child-iphone, second-device or not"),
    Case(
      "expect on an unknown change",
      bad("  - do: launch\n", "  - do: launch\n    expect: {handled: [chat]}\n"),
      "test.yaml:18:24: error: script[1].expect.handled[1]: expected nothing (the app declares "
        + #"no changes), found "chat""#),
    Case(
      "an unreadable learned value",
      bad("  - do: launch\n", "  - do: launch\n    expect: {learned: 13 to 15}\n"),
      "test.yaml:18:23: error: script[1].expect.learned: expected an age range (13–15, 12 or "
        + "under, 16 or over), declinedSharing, an error name (notAvailable, invalidRequest, "
        + #"invalidAccount) or nothing, found "13 to 15""#),
  ]

  static let syntaxCases: [Case] = [
    Case(
      "an unclosed bracket", bad("gates: [13, 16]", "gates: [13, 16"),
      "test.yaml:14:12: error: not valid YAML: did not find expected ',' or ']' (while parsing a "
        + "flow sequence at line 13, column 12)"),
    Case(
      "a tab in the indentation", bad("    age: 42", "\tage: 42"),
      "test.yaml:9:1: error: a tab in the indentation; YAML indents with spaces only"),
    Case(
      "an anchor", bad("    name: Ann", "    name: &who Ann"),
      "test.yaml:8:11: error: anchors and aliases (&name, *name) are not supported in scenario "
        + "files; write the value out, or quote text that starts with &"),
    Case(
      "an anchor after a tag on a flow list", "name: !t &x [1]\n",
      "test.yaml:1:7: error: anchors and aliases (&name, *name) are not supported in scenario "
        + "files; write the value out, or quote text that starts with &"),
    Case(
      "an alias after bare-CR line ends", "name: x\rtitle: *x\r",
      "test.yaml:2:8: error: anchors and aliases (&name, *name) are not supported in scenario "
        + "files; write the value out, or quote text that starts with *"),
    Case(
      "an anchor after a plain scalar continued on a line that starts with a quote",
      "name: x\n  \"y\ntitle: &a b\n",
      "test.yaml:3:8: error: anchors and aliases (&name, *name) are not supported in scenario "
        + "files; write the value out, or quote text that starts with &"),
    Case(
      "an unclosed list at the end of a file without a final line break", "a: [1,\n  2",
      "test.yaml:2:4: error: not valid YAML: did not find expected ',' or ']' (while parsing a "
        + "flow sequence at line 1, column 4)"),
    Case(
      "an alias as a key", "? *a\n: 1\n",
      "test.yaml:1:3: error: anchors and aliases (&name, *name) are not supported in scenario "
        + "files; write the value out, or quote text that starts with *"),
    Case(
      "nested far too deeply", "a: " + String(repeating: "[", count: 2000),
      "test.yaml:1:35: error: the document is nested too deeply (more than 32 levels); a "
        + "scenario needs far fewer"),
    Case(
      "two documents", ScenarioFixtures.minimal + "---\nname: other\n",
      "test.yaml:18:1: error: a scenario file holds one document; remove the second `---` and "
        + "what follows"),
    Case(
      "an empty file", "",
      "test.yaml:1:1: error: the file is empty; a scenario needs at least name, title, summary, "
        + "world and script"),
    Case(
      "only a comment", "# nothing yet\n",
      "test.yaml:1:1: error: the file is empty; a scenario needs at least name, title, summary, "
        + "world and script"),
    Case(
      "nested too deeply", "a: " + String(repeating: "[", count: 40) + "\n",
      "test.yaml:1:35: error: the document is nested too deeply (more than 32 levels); a "
        + "scenario needs far fewer"),
    Case(
      "JSON with a typo",
      #"{"name": "j", "title": "J", "summary": "S", "world": {"today": "2026-09-14", "#
        + #""region": "US", "person": {"name": "A", "age": "4O"}}}"#,
      #"test.yaml:1:125: error: world.person.age: expected a whole number, found "4O""#),
  ]

  @Test("keys", arguments: keyCases)
  func keys(_ testCase: Case) {
    expectNoDifference(ScenarioFixtures.error(testCase.text), testCase.error)
  }

  @Test("values", arguments: valueCases)
  func values(_ testCase: Case) {
    expectNoDifference(ScenarioFixtures.error(testCase.text), testCase.error)
  }

  @Test("script steps and expectations", arguments: scriptCases)
  func script(_ testCase: Case) {
    expectNoDifference(ScenarioFixtures.error(testCase.text), testCase.error)
  }

  @Test("syntax and input limits", arguments: syntaxCases)
  func syntax(_ testCase: Case) {
    expectNoDifference(ScenarioFixtures.error(testCase.text), testCase.error)
  }

  @Test("a file over 1 MiB is refused before parsing")
  func hugeFile() {
    let huge = ScenarioFixtures.minimal + "# " + String(repeating: "x", count: 1_048_576) + "\n"
    expectNoDifference(
      ScenarioFixtures.error(huge),
      "test.yaml:1:1: error: the file is larger than 1 MiB (1048576 bytes), the most a "
        + "scenario file may hold")
  }

  @Test("bytes that are not UTF-8 are refused with their position")
  func invalidUTF8() {
    var bytes = Array("name: ok\ntitle: caf".utf8)
    bytes += [0xC3, 0x28]
    do {
      _ = try ScenarioLoader.load(bytes: bytes, file: "latin1.yaml")
      Issue.record("loaded")
    } catch {
      expectNoDifference(
        error.description,
        "latin1.yaml:2:11: error: the file is not UTF-8 text (an invalid byte sequence "
          + "starts here)")
    }
  }

  @Test("a byte-order mark is accepted")
  func byteOrderMark() throws {
    let scenario = try ScenarioLoader.load(
      bytes: [0xEF, 0xBB, 0xBF] + Array(ScenarioFixtures.minimal.utf8), file: "bom.yaml")
    expectNoDifference(scenario.name, "minimal")
  }

  /// Text already decoded (what a session saves and `--resume` loads) meets the same rule as a
  /// file's bytes: the text keeps the mark, loading drops it.
  @Test("the byte-order mark rule is the same for bytes and for text")
  func byteOrderMarkInText() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array(ScenarioFixtures.minimal.utf8)
    let text = try ScenarioLoader.text(decoding: bytes, file: "bom.yaml")
    expectNoDifference(text, "\u{FEFF}" + ScenarioFixtures.minimal)
    #expect(
      try ScenarioLoader.load(text, file: "bom.yaml")
        == ScenarioLoader.load(bytes: bytes, file: "bom.yaml"))
    #expect(try ScenarioLoader.load(text, file: "bom.yaml").name == "minimal")
  }

  @Test("an invalid byte after a byte-order mark is placed as if the mark were not there")
  func invalidUTF8AfterByteOrderMark() {
    do {
      _ = try ScenarioLoader.load(
        bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xFF], file: "b.yaml")
      Issue.record("loaded")
    } catch {
      expectNoDifference(
        error.description,
        "b.yaml:1:3: error: the file is not UTF-8 text (an invalid byte sequence starts here)")
    }
  }
}
