import Analyses
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import PlayPresentation
import Scenarios

/// A scenario's Google Play script as `compare` replays it, by Play's sharing setting, region
/// or Age Signals library version, with what the Android phone, the app and Family Link show.
/// Play has no automatic answers, so its walkthrough steps are its script steps.
public struct PlayCompareSide: SettingsCompareSide {
  /// The settings Play's side is compared by, in Tab's order.
  public static let dimensions: [CompareDimension] = [.mode, .region, .sdk]
  /// The rows Play's columns show.
  public static let aspects = rows.map(\.aspect)

  /// How Play's world takes each setting: Play's sharing settings, the scenario's region table
  /// (the one Play's `region` verb takes: `regions`), the Age Signals library versions. A value
  /// the setting does not take leaves the world's own (the values are checked before).
  static func settings(regions: RegionTable) -> [CompareDimension: CompareSetting<PlayWorld>] {
    [
      .mode: CompareSetting(
        values: { _ in PlayAccount.SharingMode.allCases.map(\.rawValue) },
        value: { $0.child.sharingMode.rawValue },
        label: { value, _ in PlayAccount.SharingMode(rawValue: value)?.title ?? value },
        applying: { value, world in
          var changed = world
          if let mode = PlayAccount.SharingMode(rawValue: value) {
            changed.child.sharingMode = mode
          }
          return changed
        }),
      .region: .region(in: regions, at: \.child.region),
      .sdk: CompareSetting(
        values: { _ in AgeSignalsSDK.allCases.map(\.rawValue) },
        value: { $0.app.sdk.rawValue },
        label: { value, _ in "SDK \(value)" },
        applying: { value, world in
          var changed = world
          if let sdk = AgeSignalsSDK(rawValue: value) { changed.app.sdk = sdk }
          return changed
        }),
    ]
  }

  /// The scenario compared.
  public let scenario: Scenario
  /// Its Google Play script.
  private let script: PlayScript
  /// How its world takes each setting.
  public let settings: [CompareDimension: CompareSetting<PlayWorld>]

  /// The scenario's Google Play side; throws when it has no Google Play script.
  public init(_ scenario: Scenario) throws(CompareError) {
    guard let script = scenario.play else {
      throw CompareError("\(scenario.name) has no Google Play script to compare")
    }
    self.scenario = scenario
    self.script = script
    settings = Self.settings(regions: scenario.world.regions)
  }

  /// Google Play's.
  public var platform: ScenarioPlatform { .googlePlay }
  /// Mode, region, SDK version.
  public var dimensions: [CompareDimension] { Self.dimensions }
  /// Play's rows.
  public var aspects: [CompareAspect] { Self.aspects }
  /// Its script steps.
  public var stepCount: Int { script.steps.count }

  /// The script step's verb as written.
  public func stepAction(at step: Int) -> String { script.steps[step - 1].text }

  /// The script's world, which the settings read.
  public var settingsWorld: PlayWorld { script.world }

  /// The script replayed with `value` in force up to script step `step`.
  public func cells(by dimension: CompareDimension, value: String, at step: Int)
    -> [CompareCell]?
  {
    guard let setting = settings[dimension] else { return nil }
    var variant = scenario
    variant.play?.world = setting.applying(value, script.world) ?? script.world
    guard var runner = PlayScenarioRunner(scenario: variant) else { return nil }
    while runner.steps.count < step, runner.playNextStep() != nil {}
    let replay = (runner.world, runner.steps, scenario.world.parentName ?? "the parent")
    return Self.rows.map { CompareCell(aspect: $0.aspect, lines: $0.lines(replay)) }
  }

  /// Play's words: its script replayed, the dates Play's rules take, and an app-store law that
  /// decides whatever the sharing setting.
  public func wording(by dimension: CompareDimension) -> CompareWording {
    var why: String?
    if dimension == .mode {
      switch script.world.regionRule {
      case .appStoreLaw(let law):
        why =
          "No cell differs: \(law)'s app-store law decides what Play shares, with no "
          + "in-app prompt, whatever the sharing setting."
      case .ageBracketLaw(let law):
        why =
          "No cell differs: \(law)'s age-bracket law has Play share the bracket, with no "
          + "in-app prompt, whatever the sharing setting [I]."
      case .declaredOrUnknown, .sharingModes:
        break
      }
    }
    return CompareWording(
      titleNote: " on Google Play", replayed: "scenario's Google Play script",
      lawDates: "Play's dates: Texas binds accounts created after 2026-05-28, Utah from "
        + "2027-05-06, Louisiana from 2027-07-01, Alabama from 2027-01-01 (Google: to be "
        + "determined; \(script.world.storeDates.title) assumed [I]), California from "
        + "2027-01-01, Brazil's declared-or-unknown answers from 2026-03-17 (reference §8.1, "
        + "§9.1); every account counts as new [I].",
      whyNothingDiffers: why, jsonFormat: "agetui-compare-google-play")
  }

  // MARK: - Play's cells

  /// A replay of Play's script as its rows read it: the world reached, the steps played, the
  /// parent's name.
  private typealias Replay = (world: PlayWorld, steps: [PlayRunStep], parent: String)

  /// Each row Play's columns show and how it reads a replay.
  private static let rows: [(aspect: CompareAspect, lines: @Sendable (Replay) -> [String])] = [
    (
      .screen,
      { replay in
        let phone = AndroidPhonePresentation(replay.world)
        return [phone.headline] + (phone.prompt.map { ["sheet: \($0.title)"] } ?? [])
          + phone.text.filter { !$0.isEmpty }
      }
    ),
    (
      .saw,
      { replay in
        let seen = replay.steps.flatMap(\.entries).filter {
          $0.to == .child && ($0.kind == .prompt || $0.kind == .notification)
        }
        return seen.isEmpty ? ["no prompt, sheet or notification"] : seen.map(\.summary)
      }
    ),
    (
      .received,
      { replay in
        let fields = AndroidPhonePresentation(replay.world).received.filter {
          $0.name != "installId"
        }
        return fields.isEmpty ? ["no answer yet"] : fields.map(\.text)
      }
    ),
    (.flow, { replay in flowLines(replay.world) }),
    (.familyLink, { replay in familyLinkLines(replay.world, parent: replay.parent) }),
    (
      .refused,
      { replay in
        replay.steps.compactMap { step in
          step.refusal.map { "step \(step.number) (\(step.actionText)): \($0.text)" }
        }
      }
    ),
  ]

  /// The app's flow step and branch on each device that runs it.
  private static func flowLines(_ world: PlayWorld) -> [String] {
    let devices = DeviceID.allCases.filter { world.flows[$0] != nil }
    return devices.compactMap { device in
      guard let flow = world.flows[device] else { return nil }
      let prefix = device == .childPhone ? "" : "Tablet: "
      let step: String =
        switch flow.step {
        case .waitingForParent(_, let request): "waiting-for-parent (request #\(request))"
        case .notRunning, .checkingRegulation, .requestingAgeSignal, .checkingFeature,
          .needsParentalApproval, .acknowledging, .blocked, .running:
          flow.step.summary
        }
      return prefix + step + (flow.branch.map { ", branch \($0.rawValue)" } ?? "")
    }
  }

  /// Play's requests in Family Link and their answers, and any revoked approval.
  private static func familyLinkLines(_ world: PlayWorld, parent: String) -> [String] {
    guard world.child.isSupervised else { return ["not supervised: no Family Link"] }
    let requests = world.requests.map { request -> String in
      let changes = request.changeIDs.map(\.rawValue).joined(separator: ", ")
      let state: String =
        switch request.state {
        case .pending: "waiting for \(parent), sent \(request.sentOn)"
        case .approved: "approved"
        case .declined: "declined"
        case .superseded(let successor): "replaced by #\(successor)"
        }
      return "#\(request.id) \(state): \(changes)"
    }
    let revoked = world.revocations.map { "approval revoked \($0.revokedOn)" }
    let lines = requests + revoked
    return lines.isEmpty ? ["\(parent) not asked"] : lines
  }
}
