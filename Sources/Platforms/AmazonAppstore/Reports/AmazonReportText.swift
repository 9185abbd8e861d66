import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// The words the Amazon reports share: actors, the world's lines and the end state, in
/// Amazon's terms.
public enum AmazonReportText {
  /// An actor as the reports name it.
  public static func title(_ actor: AmazonActor) -> String {
    switch actor {
    case .app: "App"
    case .appstore: "Amazon Appstore"
    case .child: "Child"
    case .parent: "Parent (≈ AgeTUI's invention)"
    case .developer: "Developer (Developer Console)"
    case .clock: "Clock"
    }
  }

  /// `US-TX: Texas SB 2420 binds, Amazon answers live`, and where the app's queries go.
  public static func region(_ world: AmazonWorld) -> String {
    let phase =
      switch world.phase {
      case .live(let name): "\(name) binds; Amazon answers live"
      case .paused(let name, _): "\(name) binds; Amazon is paused (FEATURE_NOT_SUPPORTED)"
      case .beforeLiveResponses: "before Amazon's live responses (FEATURE_NOT_SUPPORTED)"
      case .notApplicable: "no law Amazon answers (SUCCESS, empty userStatus)"
      }
    return "\(world.child.region): \(phase)"
  }

  /// The profile: name, birthdate, supervision, verification, consent.
  public static func profile(_ world: AmazonWorld, scenario: Scenario) -> String {
    let child = world.child
    let supervision =
      child.isSupervised
      ? "a child or teen profile" + (scenario.world.parentName.map { " supervised by \($0)" } ?? "")
      : "not supervised"
    return
      "\(scenario.world.personName), born \(child.birthdate) (Amazon knows this, the app never "
      + "does) · \(supervision) · \(child.isVerified ? "age verified" : "not verified") · "
      + "consent \(world.consent.rawValue) · userId \(child.userId)"
  }

  /// The app, its ASIN, where its queries go and the devices it is on.
  public static func app(_ world: AmazonWorld) -> String {
    let devices = world.flows.keys.map(\.amazonName).sorted()
    let provider =
      world.testOption.map { "queries \($0.uri) (Amazon's sample test provider)" }
      ?? "queries \(GetUserAgeData.productionURI)"
    return
      "\(world.app.config.name) (ASIN \(world.app.asin)), \(provider), devices "
      + devices.joined(separator: ", ")
  }

  /// What Amazon's world holds, as the summary lists it.
  public static func facts(_ world: AmazonWorld) -> [(label: String, value: String)] {
    var facts: [(label: String, value: String)] = []
    for device in world.flows.keys.sorted(by: { $0.amazonName < $1.amazonName }) {
      facts.append(
        ("App on \(device.amazonName)", world.flows[device]?.step.name ?? "not installed"))
    }
    facts.append(("Today", world.today.description))
    facts.append(
      (
        "The app's latest row",
        AmazonExpectation.latestRow(in: world)?.json ?? AmazonExpectation.noAnswerYet
      ))
    facts.append(("Consent to the current version", world.consent.rawValue))
    facts.append(
      (
        "Developer Console changes",
        world.changes.isEmpty
          ? "none"
          : world.changes.map { "\($0.id) reported \($0.reportedOn)" }.joined(separator: "; ")
      ))
    facts.append(
      (
        "Amazon's consent requests (≈ AgeTUI's model)",
        world.requests.isEmpty
          ? "none"
          : world.requests.map {
            "#\($0.id) \($0.state.rawValue)"
              + ($0.changeIDs.isEmpty ? "" : " (\($0.changeIDs.joined(separator: ", ")))")
          }.joined(separator: "; ")
      ))
    let rows = world.revocationReport.rows
    facts.append(
      (
        "Revocation report (\(world.today))",
        rows.isEmpty
          ? "header only"
          : rows.map { "\($0.userId),\($0.appASIN),\($0.appName),REVOKED" }.joined(separator: "; ")
      ))
    return facts
  }

  /// An entry as the text and Markdown reports lay it out, in the store's names.
  public static func traceLine(_ entry: AmazonTraceEntry) -> RunTraceLine {
    RunTraceLine(
      sequence: entry.sequence, date: entry.date, device: entry.device?.amazonName,
      from: title(entry.from), to: title(entry.to), kind: entry.kind.rawValue,
      summary: entry.summary)
  }
}
