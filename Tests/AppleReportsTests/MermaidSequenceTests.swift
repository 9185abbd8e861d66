import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import Testing

/// `agetui run … --format mermaid`: a run's trace as a sequence diagram, and Mermaid's
/// special characters written as entity codes.
@Suite("Mermaid sequence diagrams")
struct MermaidSequenceTests {
  @Test("wwdc-olivia-14, whole: participants in order, notes, dashed responses, the outcome")
  func olivia() throws {
    let scenario = try #require(ScenarioLibrary.named("wwdc-olivia-14"))
    expectNoDifference(RunReport(AppleScenarioRunner.run(scenario)).rendered(.mermaid), Self.olivia)
  }

  @Test("participants: only those that appear, in a stable order, with names")
  func participants() throws {
    let scenario = try #require(ScenarioLibrary.named("revoked-consent"))
    let lines = RunReport(AppleScenarioRunner.run(scenario)).rendered(.mermaid)
      .split(separator: "\n").filter { $0.hasPrefix("  participant ") }
    expectNoDifference(
      lines,
      [
        "  participant App", "  participant System", "  participant Person as Emma",
        "  participant Parent as David (parent)", "  participant iCloud",
        "  participant AppStore as App Store", "  participant Server",
      ])
  }

  @Test(
    "special characters become entity codes",
    arguments: [
      ("plain text: stays", "plain text: stays"),
      ("#1; 50% <b>", "#35;1#59; 50#37; #lt;b#gt;"),
      ("[Ask](https://x)", "[Ask#93;(https://x)"),
      ("two\nlines", "two<br/>lines"),
      ("say \"hi\"", "say \"hi\""),
    ])
  func escaping(text: String, escaped: String) {
    expectNoDifference(MermaidText.escaped(text), escaped)
  }

  @Test("quotes are escaped where a quoted name needs it")
  func quotes() {
    expectNoDifference(MermaidText.escaped("say \"hi\"", quotes: true), "say #quot;hi#quot;")
  }

  static let olivia =
    """
    ---
    title: "wwdc-olivia-14: WWDC25: Olivia, 14, shares 13–15"
    config:
      sequence:
        wrap: true
    ---
    sequenceDiagram
      participant App
      participant System
      participant Person as Olivia
      participant iCloud
      Note over App,iCloud: Step 1 of 2 · launch<br/>Olivia, 14, opens Landmarks. It has no significant change to report, so it asks its own<br/>question straight away: requestAgeRange(ageGates: 13, 16), that is 12 or under, 13–15, or<br/>16 or over. There is no app-store law here, and her parent chose Ask First, so the system<br/>asks Olivia on her iPhone.
      Person->>App: open Landmarks 1.0
      App->>App: not-running → checking-feature
      App->>System: requestAgeRange(ageGates: 13, 16)
      System->>Person: Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or over. It will learn “13–15”, not your birthdate.
      Note over App,iCloud: Step 2 of 2 · share<br/>Olivia taps Share Age Range. Landmarks learns "13–15", not her birthdate and not her age,<br/>and keeps photo sharing (for 16 and over) off.
      Person->>System: tap “Share Age Range”
      System->>iCloud: cached for com.example.landmarks (gates 13, 16) until 2027-09-14#59; synced to the person's devices
      System-->>App: .sharing(13–15, guardianDeclared)
      App->>App: checking-feature → running
      Note over App,iCloud: Outcome: age range 13–15 (guardianDeclared) · significant update applies: no ·<br/>PermissionKit: not asked

    """
}
