import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// The words the Play reports share: actors, the world's lines and the end state, in Google's
/// terms.
public enum PlayReportText {
  /// An actor as the reports name it.
  public static func title(_ actor: PlayActor) -> String {
    switch actor {
    case .app: "App"
    case .play: "Google Play"
    case .child: "Child"
    case .parent: "Parent (Family Link)"
    case .developer: "Developer (Play Console)"
    case .clock: "Clock"
    }
  }

  /// `US-TX: Texas's app-store law`.
  public static func region(_ world: PlayWorld) -> String {
    let rule =
      switch world.regionRule {
      case .appStoreLaw(let name): "\(name)'s app-store law (no sharing prompt)"
      case .ageBracketLaw(let name): "\(name)'s age-bracket law (no sharing prompt)"
      case .declaredOrUnknown: "declared or unknown ages only"
      case .sharingModes: "the sharing modes apply"
      }
    let skipped = world.lawSkippingThisAccount.map { " (\($0.sentence))" }
    return "\(world.child.region): \(rule)" + (skipped ?? "")
  }

  /// The child's account: name, birthdate, supervision, verification, sharing.
  public static func account(_ world: PlayWorld, scenario: Scenario) -> String {
    let child = world.child
    let supervision =
      child.isSupervised
      ? "supervised with Family Link" + (scenario.world.parentName.map { " by \($0)" } ?? "")
      : "not supervised"
    return
      "\(scenario.world.personName), born \(child.birthdate) (Play knows this, the app never "
      + "does) · \(supervision) · verification \(child.verification.rawValue) · "
      + child.sharingMode.title
  }

  /// `Landmarks (com.example.landmarks), Age Signals 0.0.4 (answers, no longer updated), age
  /// ranges 13, 16, 18`, and the devices it is installed on (`not installed yet` before
  /// `install`).
  public static func app(_ world: PlayWorld) -> String {
    let app = world.app
    let devices = world.flows.keys.map(\.playName).sorted()
    return
      "\(app.config.name) (\(app.config.bundleID)), Age Signals \(app.sdk.titleWithStanding), "
      + "age ranges \(app.ranges.minimumAges.map(String.init).joined(separator: ", ")) "
      + "(Play Console), "
      + (devices.isEmpty ? "not installed yet" : "devices \(devices.joined(separator: ", "))")
  }

  /// What Play's world holds at the end, as label and value.
  public static func facts(_ world: PlayWorld) -> [(label: String, value: String)] {
    var facts: [(label: String, value: String)] = []
    for device in world.flows.keys.sorted(by: { $0.playName < $1.playName }) {
      facts.append(("App on \(device.playName)", world.flows[device]?.step.name ?? "not installed"))
    }
    facts.append(("Today", world.today.description))
    facts.append(
      (
        "Play Console changes",
        world.changes.isEmpty
          ? "none"
          : world.changes.map {
            "\($0.id) effective \($0.effectiveDate)" + ($0.isCancelled ? " (cancelled)" : "")
              + (world.statuses[$0.id].map { ": \($0.rawValue)" } ?? "")
          }.joined(separator: "; ")
      ))
    facts.append(
      (
        "Family Link requests",
        world.requests.isEmpty
          ? "none"
          : world.requests.map {
            "#\($0.id) \(state($0.state)) (\($0.changeIDs.joined(separator: ", ")))"
          }
          .joined(separator: "; ")
      ))
    facts.append(
      (
        "Revocation CSV",
        revocationCSV(world)
      ))
    facts.append(("The app learned", learned(world)))
    return facts
  }

  /// The revocation CSV as Play Console offers it on the run's last day: the revocations of the
  /// last 90 days, and how many older ones it no longer lists (reference §8.3).
  static func revocationCSV(_ world: PlayWorld) -> String {
    let listed = world.listedRevocations
    let rows =
      listed.isEmpty
      ? "empty"
      : listed.map { "\($0.installID) (\($0.device.playName), \($0.revokedOn))" }
        .joined(separator: "; ")
    let expired = world.revocations.count - listed.count
    guard expired > 0 else { return rows }
    return rows + " (" + ReportText.count(expired, "revocation")
      + " older than 90 days no longer listed)"
  }

  /// What Play's answers told the app, in Google's values and in order: an access status other
  /// than `SHARED`, each `checkAgeSignals` answer's range, source and change status, each error.
  /// (The flow's ledger holds them as the flow machine's facts, in Apple's vocabulary.)
  static func learned(_ world: PlayWorld) -> String {
    let answers = world.trace.compactMap { entry -> String? in
      guard entry.to == .app else { return nil }
      switch entry.detail {
      case .access(let status, _, _)?: return status == .shared ? nil : status.rawValue
      case .signals(let result, _, _)?: return result.learned
      case .failure(let call, let error, _)?: return "\(call.rawValue) threw \(error.rawValue)"
      case .flowStep?, .regulation?, .sharingPrompt?, .promptAnswer?, .handled?, .changeDeclared?,
        .changeCancelled?, .ageRanges?, .familyLinkRequest?, .parentAnswer?, .revoked?, .clock?,
        .setting?, .refused?, nil:
        return nil
      }
    }
    return answers.isEmpty ? "nothing" : answers.joined(separator: "; ")
  }

  private static func state(_ state: PlayParentRequest.State) -> String {
    switch state {
    case .pending: "pending"
    case .approved: "approved"
    case .declined: "declined"
    case .superseded(let id): "superseded by #\(id)"
    }
  }

  /// An entry as the text and Markdown reports lay it out, in the store's names.
  public static func traceLine(_ entry: PlayTraceEntry) -> RunTraceLine {
    RunTraceLine(
      sequence: entry.sequence, date: entry.date, device: entry.device?.playName,
      from: title(entry.from), to: title(entry.to), kind: entry.kind.rawValue,
      summary: entry.summary)
  }
}
