import Analyses
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Testing

@testable import TestSupport

/// A scenario file written to attack what reads AgeTUI's output: HTML that renderers pass
/// through (pandoc, MkDocs, Jekyll) and bidi controls that make a line read backwards. Every
/// format of `run` and `compare --by platform` shows it as text.
@Suite("Hostile scenario text in every output")
struct HostileScenarioOutputTests {
  static let yaml = #"""
    name: hostile-markup
    title: "<img src=x onerror=alert(1)> \u202Eevil"
    summary: "<script>alert(1)</script> [x](javascript:alert(1))"
    platforms: [apple, google-play]
    world:
      today: 2026-09-14
      region: US-TX
      person:
        name: "Sofia<b>"
        birthdate: 2012-03-02
      parent: Carlos
      app:
        name: "Landmarks <u>"
    script:
      - do: launch
        moment: age
        narration: "<iframe src=javascript:alert(1)>\n# not a heading"
        caption: "**<svg onload=alert(1)>** \u2066isolate\u2069"
    google-play:
      script:
        - do: launch
          moment: age
          narration: "<iframe src=javascript:alert(2)>"
          caption: "<img src=y onerror=alert(2)>"
        - do:
            declare-change:
              id: video-calling
              description: "<script>alert(3)</script> \u202Ereversed"
              effective: 2026-09-21
          moment: significant-change
          caption: "\u200FThe developer declares a change"
        - do: {wait: 7 days}
          moment: significant-change
    """#

  static func run() throws -> RunReport {
    let scenario = try ScenarioFixtures.load(yaml, file: "hostile.yaml")
    return RunReport(AppleScenarioRunner.run(scenario), withChecks: true)
  }

  /// Every `<` in `text` that starts something other than the reports' own `<br>`.
  static func liveTags(in text: String) -> [Substring] {
    var found: [Substring] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      let tail = rest[open...]
      if !tail.hasPrefix("<br>") { found.append(tail.prefix(20)) }
      rest = rest[rest.index(after: open)...]
    }
    return found
  }

  static let bidi: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}"]

  @Test("run's Markdown holds no live tag: every string from the file arrives as text")
  func markdownHoldsNoLiveTag() throws {
    let markdown = try Self.run().rendered(.markdown)
    expectNoDifference(Self.liveTags(in: markdown), [])
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    expectNoDifference(lines.first, #"# &lt;img src=x onerror=alert(1)&gt; \u{202E}evil"#)
    #expect(
      lines.contains(
        #"`hostile-markup` · &lt;script&gt;alert(1)&lt;/script&gt; \[x\](javascript:alert(1))"#))
    #expect(lines.contains("&lt;iframe src=javascript:alert(1)&gt;"))
    #expect(lines.contains(##"\# not a heading"##))
    #expect(lines.contains(#"**\*\*&lt;svg onload=alert(1)&gt;\*\* \u{2066}isolate\u{2069}**"#))
    #expect(lines.contains("&lt;iframe src=javascript:alert(2)&gt;"))
    #expect(lines.contains("**&lt;img src=y onerror=alert(2)&gt;**"))
    #expect(
      lines.contains { $0.contains("&lt;script&gt;alert(3)&lt;/script&gt; \\u{202E}reversed") })
    #expect(lines.contains { $0.contains("Sofia&lt;b&gt;") })
    #expect(lines.contains { $0.contains("Landmarks &lt;u&gt;") })
    #expect(!markdown.unicodeScalars.contains { Self.bidi.contains($0) })
  }

  @Test("run's JSON escapes every bidi control as \\u, as it does the C1 controls")
  func jsonEscapesBidi() throws {
    let json = try Self.run().rendered(.json)
    #expect(!json.unicodeScalars.contains { Self.bidi.contains($0) })
    #expect(json.contains(#""title": "<img src=x onerror=alert(1)> \u202eevil""#))
    #expect(json.contains(#"\u2066isolate\u2069"#))
    #expect(json.contains(#"\u200fThe developer declares a change"#))
  }

  @Test("run's text escapes every bidi control as the terminal needs")
  func textEscapesBidi() throws {
    let text = try Self.run().rendered(.text)
    #expect(!text.unicodeScalars.contains { Self.bidi.contains($0) })
    #expect(text.contains(#"\u{202E}evil"#))
  }

  @Test("compare --by platform: the Markdown heading is escaped, bidi controls included")
  func platformComparisonHeading() throws {
    let scenario = try ScenarioFixtures.load(Self.yaml, file: "hostile.yaml")
    let comparison = try PlatformComparison(scenario: scenario, scenariosWithBoth: [])
    let markdown = comparison.rendered(.markdown)
    expectNoDifference(Self.liveTags(in: markdown), [])
    #expect(!markdown.unicodeScalars.contains { Self.bidi.contains($0) })
    expectNoDifference(
      markdown.split(separator: "\n").first,
      #"# hostile-markup: &lt;img src=x onerror=alert(1)&gt; \u{202E}evil — Apple and Google Play, moment by moment"#
    )
    let json = comparison.rendered(.json)
    #expect(json.contains(#""title": "<img src=x onerror=alert(1)> \u202eevil""#))
  }
}
