import Analyses
import Apple
import ApplePresentation
import AppleScenarios
import FlowEngine
import Presentation
import Scenarios

/// A scenario's Apple side as `compare` replays it: its script and automatic answers, by
/// sharing mode, region or iOS version, with what the person's iPhone, the app and the parent
/// show.
public struct AppleCompareSide: SettingsCompareSide {
  /// The settings Apple's side is compared by, in Tab's order.
  public static let dimensions: [CompareDimension] = [.mode, .region, .os]
  /// The rows Apple's columns show.
  public static let aspects = rows.map(\.aspect)

  /// The scenario compared.
  public let scenario: Scenario
  /// Its walkthrough played once as written.
  private let base: [AppleWalkthroughStep]

  /// The scenario's Apple side, played once as written.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    base = AppleScenarioRunner.run(scenario).steps
  }

  /// Apple's.
  public var platform: ScenarioPlatform { .apple }
  /// Mode, region, iOS version.
  public var dimensions: [CompareDimension] { Self.dimensions }
  /// Apple's rows.
  public var aspects: [CompareAspect] { Self.aspects }
  /// Script steps and automatic answers, each its own step.
  public var stepCount: Int { base.count }

  /// The action of walkthrough step `step`.
  public func stepAction(at step: Int) -> String { base[step - 1].actionText }

  /// How Apple's world takes each setting: the sharing modes, the region table's codes (the
  /// built-in rows and any the scenario adds), every modelled OS.
  static let settings: [CompareDimension: CompareSetting<AppleWorld>] = [
    .mode: CompareSetting(
      values: { _ in SharingMode.allCases.map(\.rawValue) },
      value: { $0.person.sharingMode.rawValue },
      label: { value, _ in SharingMode(rawValue: value)?.title ?? value },
      applying: { value, world in
        guard let mode = SharingMode(rawValue: value) else { return nil }
        var changed = world
        changed.person.sharingMode = mode
        return changed
      }),
    .region: CompareSetting(
      values: { $0.regions.places.map(\.code.rawValue) },
      value: { $0.region.code.rawValue },
      label: { value, world in
        world.regions.region(code: RegionCode(value)).map { "\($0.code) \($0.name)" } ?? value
      },
      applying: { value, world in
        guard let region = world.regions.region(code: RegionCode(value)) else { return nil }
        var changed = world
        changed.regionCode = region.code
        return changed
      }),
    .os: CompareSetting(
      values: { _ in OSVersion.allCases.map(\.rawValue) },
      value: { $0.os.rawValue },
      label: { value, _ in "iOS \(value)" },
      applying: { value, world in
        guard let version = OSVersion(rawValue: value) else { return nil }
        var changed = world
        changed.os = version
        return changed
      }),
  ]

  /// The scenario's world, which the settings read.
  public var settingsWorld: AppleWorld { scenario.appleWorld }
  /// Mode (`Ask First`), region (`US-TX Texas`), OS (`iOS 26.5`).
  public var settings: [CompareDimension: CompareSetting<AppleWorld>] { Self.settings }

  /// Replays the scenario with `value` in force up to walkthrough step `step`, named by its
  /// script step and its place among that script step's actions, so a column whose script step
  /// produced fewer automatic answers stops after all of them.
  public func cells(by dimension: CompareDimension, value: String, at step: Int)
    -> [CompareCell]?
  {
    guard let changed = Self.settings[dimension]?.applying(value, scenario.appleWorld) else {
      return nil
    }
    let target = step == 0 ? nil : base[step - 1]
    let scriptStep = target?.scriptStep ?? 0
    let place = target.map { step in
      base.filter { $0.scriptStep == step.scriptStep && $0.number <= step.number }.count
    }
    var variant = scenario
    variant.apple?.world = changed
    let (simulation, steps) = Self.replay(variant, scriptStep: scriptStep, place: place)
    return Self.rows.map { CompareCell(aspect: $0.aspect, lines: $0.lines(simulation, steps)) }
  }

  /// Apple's words: the scenario replayed, the law dates the scenario reads, and a law that
  /// shares whatever the sharing mode.
  public func wording(by dimension: CompareDimension) -> CompareWording {
    let world = scenario.appleWorld
    let reading = world.assumptions.lawDates
    let other = LawReading.allCases.first { $0 != reading } ?? reading
    let lawDates =
      "Law dates: \(reading.title) (law-dates: \(reading.rawValue)"
      + (reading == .statute
        ? "; Utah from 2027-05-06, Louisiana from 2027-07-01"
        : "; Utah from 2026-05-06, "
          + "Louisiana from 2026-07-01, for accounts created from then")
      + "); set assumptions: {law-dates: \(other.rawValue)} for \(other.title)."
    // The one case a trainer asks "why?" about: a law that shares whatever the mode.
    let sharesAnyway =
      dimension == .mode
      && world.regionRule.regulation(on: world.today)?.sharesAutomatically == true
    return CompareWording(
      titleNote: "", replayed: "scenario", lawDates: lawDates,
      whyNothingDiffers: sharesAnyway
        ? "No cell differs: \(world.region.name) shares the age range automatically, whatever "
          + "the sharing mode."
        : nil,
      jsonFormat: "agetui-compare")
  }

  // MARK: - Replaying

  /// Plays the script steps before `scriptStep`, then `place` actions of that script step.
  private static func replay(_ scenario: Scenario, scriptStep: Int, place: Int?) -> (
    AppleSimulation, [AppleWalkthroughStep]
  ) {
    var runner = AppleScenarioRunner(scenario: scenario)
    while !runner.isFinished, runner.nextScriptIndex < scriptStep { runner.playNextStep() }
    var steps = runner.steps
    let before = steps.filter { $0.scriptStep < scriptStep }
    let last = steps.filter { $0.scriptStep == scriptStep }
    steps = before + last.prefix(place ?? 0)
    return (steps.last?.world ?? runner.run.initial, steps)
  }

  // MARK: - Cells

  /// Each row Apple's columns show and how it reads a replay: the simulation it reached and
  /// the walkthrough steps it played.
  private static let rows:
    [(
      aspect: CompareAspect, lines: @Sendable (AppleSimulation, [AppleWalkthroughStep]) -> [String]
    )] = [
      (.screen, { simulation, _ in screenLines(simulation) }),
      (.saw, { _, steps in sawLines(steps) }),
      (.learned, { simulation, _ in learnedLines(simulation) }),
      (.flow, { simulation, _ in flowLines(simulation) }),
      (.parent, { simulation, _ in parentLines(simulation) }),
      (.refused, { _, steps in refusedLines(steps) }),
    ]

  private static func refusedLines(_ steps: [AppleWalkthroughStep]) -> [String] {
    steps.compactMap { step in
      step.refusal.map { "step \(step.number) (\(step.actionText)): \($0.text)" }
    }
  }

  private static func screenLines(_ simulation: AppleSimulation) -> [String] {
    let child = AppleChildDevicePresentation(simulation, device: .childPhone)
    var lines = [child.screenTitle]
    if let sheet = child.sheet { lines.append("sheet: \(sheet.title)") }
    if case .running(let enabled, _) = simulation.step(on: .childPhone) {
      lines.append("\(simulation.world.app.featureName): \(enabled ? "ON" : "OFF")")
    }
    return lines
  }

  private static func sawLines(_ steps: [AppleWalkthroughStep]) -> [String] {
    var lines: [String] = []
    for entry in steps.flatMap(\.entries) where entry.to == .person {
      switch entry.kind {
      case .prompt, .notification: lines.append(entry.summary)
      case .request, .response, .answer, .message, .sync, .setting, .clock, .flow, .lifecycle,
        .serverNotification, .rejected:
        continue
      }
    }
    return lines.isEmpty ? ["no prompt, sheet or notification"] : lines
  }

  private static func learnedLines(_ simulation: AppleSimulation) -> [String] {
    var lines: [String]
    switch simulation.latestAgeRangeFact?.fact {
    case .ageRange(let shared)?:
      lines = [
        "response: sharing", "bounds: \(shared.range)",
        "declaration: \(shared.declaration?.rawValue ?? "none")",
      ]
      if !shared.activeParentalControls.isEmpty {
        lines.append(
          "controls: " + shared.activeParentalControls.map(\.rawValue).joined(separator: ", "))
      }
    case .declinedSharing?: lines = ["response: declinedSharing"]
    case .ageRangeError(let name)?: lines = ["error: \(name)"]
    case .eligibility?, .regulatoryFeatures?, .parentAnswer?, .askError?, .acknowledged?,
      .permissionResult?,
      .consentRevoked?, nil:
      lines = ["no age range yet"]
    }
    for entry in simulation.ledger.reversed() {
      guard case .regulatoryFeatures(let features) = entry.fact else { continue }
      if !features.isEmpty {
        lines.append("required: " + features.map(\.rawValue).joined(separator: ", "))
      }
      break
    }
    return lines
  }

  private static func flowLines(_ simulation: AppleSimulation) -> [String] {
    simulation.devices.map { device in
      let summary = AppleDeviceSummary(device)
      let prefix = device.id == .childPhone ? "" : "\(device.kind.title): "
      return prefix + summary.stepDescription
        + (summary.branch.map { ", branch \($0.rawValue)" } ?? "")
    }
  }

  private static func parentLines(_ simulation: AppleSimulation) -> [String] {
    guard let parent = simulation.world.parentName else { return ["no parent in the family"] }
    let questions = simulation.askCenter.questions.map { question -> String in
      switch question.state {
      case .answered:
        return "#\(question.id) answered “\(question.chosen?.title ?? "")”"
      case .pending:
        return "#\(question.id) waiting for \(parent)"
          + (question.expiresOn.map { ", expires \($0)" } ?? "")
      case .composing, .expired, .cancelled:
        return "#\(question.id) \(question.state.name)"
      }
    }
    let notifications = simulation.parentNotifications.map { "notified: \($0.text)" }
    let lines = questions + notifications
    return lines.isEmpty ? ["\(parent) not asked"] : lines
  }
}
