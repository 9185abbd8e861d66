import AmazonAppstoreCommands
import CustomDump
import FlowEngine
import StoreCommands
import Testing

/// `graph --platform amazon-appstore`: consent per app version, generated from Amazon's model.
@Suite("Amazon's consent graph")
struct AmazonConsentGraphTests {
  /// An app with no changes of its own: the graph reports its one change itself.
  static func app() throws -> AppConfig {
    let version = try #require(AppVersion("1.0"))
    return AppConfig(
      name: "Landmarks", bundleID: "com.example.landmarks", gates: [13, 16, 18],
      featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
      currentVersion: version, originalInstallVersion: version)
  }

  @Test("Mermaid: each version's consent, what the app reads, and the actions between them")
  func mermaid() throws {
    let drawing = GraphKind.amazonAppstore.drawing(try Self.app(), false)
    expectNoDifference(
      drawing.mermaid(),
      """
      stateDiagram-v2
        state "version 1, consent granted, app reads SUPERVISED" as v1_granted
        state "version 1, consent revoked, app reads CONSENT_NOT_GRANTED" as v1_revoked
        state "version 2, consent granted, app reads SUPERVISED" as v2_granted
        state "version 2, consent pending, app reads CONSENT_NOT_GRANTED" as v2_pending
        state "version 2, consent revoked, app reads CONSENT_NOT_GRANTED" as v2_revoked
        state "version 2, consent none, app reads CONSENT_NOT_GRANTED" as v2_none
        [*] --> v1_granted: ≈ parent consents to the download
        v1_granted --> v1_revoked: ≈ parent revokes (the next report lists it)
        v1_granted --> v2_pending: developer reports a significant change
        v1_revoked --> v1_granted: ≈ parent consents
        v1_revoked --> v2_revoked: developer reports a significant change
        v2_granted --> v2_revoked: ≈ parent revokes (the next report lists it)
        v2_pending --> v2_granted: ≈ parent consents
        v2_pending --> v2_revoked: ≈ parent revokes (the next report lists it)
        v2_pending --> v2_none: ≈ parent withholds consent
        v2_revoked --> v2_granted: ≈ parent consents
        v2_none --> v2_granted: ≈ parent consents
        v2_none --> v2_revoked: ≈ parent revokes (the next report lists it)

      """)
  }

  @Test("DOT: the same nodes and edges")
  func dot() throws {
    let dot = GraphKind.amazonAppstore.drawing(try Self.app(), false).dot()
    let lines = dot.split(separator: "\n").map(String.init)
    expectNoDifference(
      lines.prefix(3), ["digraph amazon_consent {", "  rankdir=LR;", "  start [shape=point];"])
    #expect(
      lines.contains(
        "  v1_granted [label=\"version 1, consent granted, app reads SUPERVISED\"];"))
    #expect(lines.contains("  start -> v1_granted [label=\"≈ parent consents to the download\"];"))
    #expect(
      lines.contains("  v2_pending -> v2_none [label=\"≈ parent withholds consent\"];"))
    expectNoDifference(lines.filter { $0.contains(" -> ") }.count, 12)
    expectNoDifference(lines.last, "}")
  }

  @Test("--all-edges is refused by name, and the store is amazon-appstore")
  func kind() {
    expectNoDifference(GraphKind.amazonAppstore.platform.rawValue, "amazon-appstore")
    expectNoDifference(
      GraphKind.amazonAppstore.allEdgesRefusal?.hasPrefix("--all-edges unfolds"), true)
  }
}
