import AmazonAppstore
import AmazonAppstoreScenarios
import Analyses
import FlowEngine
import Scenarios

/// A scenario's Amazon Appstore script as `compare` replays it, by region or by the parent's
/// starting consent, with the row the app received, its flow and Amazon's consent requests.
/// Amazon has no automatic answers, so its walkthrough steps are its script steps.
public struct AmazonCompareSide: SettingsCompareSide {
  /// The parent's consent to the current version when the script starts.
  public static let consent = CompareDimension("consent", title: "starting consent")
  /// Amazon's consent requests to the parent, an AgeTUI model (amazon.md §10).
  public static let consentRequests = CompareAspect(
    "amazonConsent", title: "Amazon's consent requests (≈ AgeTUI's model)")
  /// The settings Amazon's side is compared by, in Tab's order.
  public static let dimensions: [CompareDimension] = [.region, consent]
  /// The rows Amazon's columns show.
  public static let aspects: [CompareAspect] = [.received, .flow, consentRequests, .refused]

  /// The scenario compared.
  public let scenario: Scenario
  /// Its Amazon script.
  private let script: AmazonScript
  /// How its world takes each setting.
  public let settings: [CompareDimension: CompareSetting<AmazonWorld>]

  /// The scenario's Amazon side; throws when it has no Amazon script.
  public init(_ scenario: Scenario) throws(CompareError) {
    guard let script = scenario.amazon else {
      throw CompareError("\(scenario.name) has no Amazon Appstore script to compare")
    }
    self.scenario = scenario
    self.script = script
    settings = Self.settings(regions: scenario.world.regions)
  }

  /// How Amazon's world takes each setting: the scenario's region table, and the three
  /// consents a profile can start with (a supervised profile only).
  static func settings(regions: RegionTable) -> [CompareDimension: CompareSetting<AmazonWorld>] {
    [
      .region: .region(in: regions, at: \.child.region),
      consent: CompareSetting(
        values: { world in
          world.child.isSupervised ? ["granted", "pending", "none"] : [world.consent.rawValue]
        },
        value: { $0.consent.rawValue },
        label: { value, _ in "consent \(value)" },
        applying: { value, world in
          guard world.child.isSupervised, let consent = AmazonConsent(rawValue: value) else {
            return nil
          }
          return starting(world, from: consent)
        }),
    ]
  }

  /// `world` as if the parent's consent stood at `consent` when the script starts.
  static func starting(_ world: AmazonWorld, from consent: AmazonConsent) -> AmazonWorld {
    var changed = world
    changed.requests = []
    changed.consentedThrough = nil
    changed.lastApproval = nil
    switch consent {
    case .granted:
      changed.requests = [
        AmazonConsentRequest(id: 1, changeIDs: [], sentOn: world.today, state: .granted)
      ]
      changed.consentedThrough = 0
      changed.lastApproval = world.lastApproval ?? AmazonApprovalTimestamp(day: world.today)
    case .pending:
      changed.requests = [
        AmazonConsentRequest(id: 1, changeIDs: [], sentOn: world.today, state: .pending)
      ]
    case .none, .revoked:
      break
    }
    return changed
  }

  /// Amazon Appstore's.
  public var platform: ScenarioPlatform { .amazonAppstore }
  /// Region, starting consent.
  public var dimensions: [CompareDimension] { Self.dimensions }
  /// Amazon's rows.
  public var aspects: [CompareAspect] { Self.aspects }
  /// Its script steps.
  public var stepCount: Int { script.steps.count }

  /// The script step's verb as written.
  public func stepAction(at step: Int) -> String { script.steps[step - 1].text }

  /// The script's world, which the settings read.
  public var settingsWorld: AmazonWorld { script.world }

  /// The script replayed with `value` in force up to script step `step`.
  public func cells(by dimension: CompareDimension, value: String, at step: Int)
    -> [CompareCell]?
  {
    guard let setting = settings[dimension], let world = setting.applying(value, script.world)
    else { return nil }
    var variant = scenario
    variant.amazon?.world = world
    guard var runner = AmazonScenarioRunner(scenario: variant) else { return nil }
    while runner.steps.count < step, runner.playNextStep() != nil {}
    return [
      CompareCell(aspect: .received, lines: Self.receivedLines(runner.world)),
      CompareCell(aspect: .flow, lines: Self.flowLines(runner.world)),
      CompareCell(aspect: Self.consentRequests, lines: Self.requestLines(runner.world)),
      CompareCell(
        aspect: .refused,
        lines: runner.steps.compactMap { step in
          step.refusal.map { "step \(step.number) (\(step.actionText)): \($0.text)" }
        }),
    ]
  }

  /// Amazon's words: its script replayed and Amazon's dates.
  public func wording(by dimension: CompareDimension) -> CompareWording {
    CompareWording(
      titleNote: " on Amazon Appstore", replayed: "scenario's Amazon Appstore script",
      lawDates: "Amazon's dates: no live responses before 2026-01-01 (FEATURE_NOT_SUPPORTED); "
        + "Texas live from 2026-06-04 (the stay [I]), Utah from 2027-05-06, Louisiana from "
        + "2027-07-01 (amazon.md §8).",
      whyNothingDiffers: nil, jsonFormat: "agetui-compare-amazon-appstore")
  }

  /// The app's latest row, a key and its value a line, in Amazon's order.
  static func receivedLines(_ world: AmazonWorld) -> [String] {
    guard let row = AmazonExpectation.latestRow(in: world) else { return ["no answer yet"] }
    return AmazonColumn.allCases.map { "\($0.rawValue) = \($0.cell(of: row).json)" }
  }

  /// The app's flow step on each device that has it.
  private static func flowLines(_ world: AmazonWorld) -> [String] {
    DeviceID.allCases.compactMap { device in
      world.flows[device].map { flow in
        (device == .childPhone ? "" : "\(device.amazonName): ")
          + flow.step.summary
      }
    }
  }

  /// Amazon's requests to the parent and any revocation.
  private static func requestLines(_ world: AmazonWorld) -> [String] {
    guard world.child.isSupervised else { return ["not supervised: no parent to ask"] }
    let requests = world.requests.map { request in
      "#\(request.id) \(request.state.rawValue), sent \(request.sentOn)"
        + (request.changeIDs.isEmpty
          ? "" : ": \(request.changeIDs.map(\.rawValue).joined(separator: ", "))")
    }
    let revoked = world.revocations.map { "consent revoked \($0.revokedOn)" }
    let lines = requests + revoked
    return lines.isEmpty ? ["the parent not asked"] : lines
  }
}
