import Apple
import FlowEngine
import Presentation
import Reports
import Scenarios

/// A scenario replayed once per value of one setting, up to one walkthrough step, with what
/// each replay shows side by side and the cells that differ from the first column marked.
///
/// Every column starts from the scenario's own start with only the compared setting changed,
/// so nothing of a live session (its cache, its history) leaks in. Pure: the same scenario,
/// dimension, values and step always give the same comparison.
public struct Comparison: Hashable, Sendable {
  /// The scenario compared.
  public var scenario: Scenario
  /// The setting changed between columns.
  public var dimension: CompareDimension
  /// The walkthrough step compared, from 0 (the start) to ``stepCount``.
  public var step: Int
  /// The number of steps in the scenario's walkthrough (script steps and automatic answers).
  public var stepCount: Int
  /// The action of the walkthrough step compared (`ask-parent`), nil at the start.
  public var stepAction: String?
  /// One column per value, in the order asked for.
  public var columns: [CompareColumn]
  /// The aspects shown, in order (`refused` only when some column refused a step).
  public var aspects: [CompareAspect]
  /// Why this step was compared, when the comparison chose it (`CompareStep.firstDifference`).
  public var stepReason: String?
  /// The store whose side was replayed: Apple's, or Google Play's script.
  public var store: StoreName = .apple

  /// Replays `scenario` once per value of `dimension` at a chosen step: a number, the last, or
  /// the first step at which the setting changes what the columns show (the last when none
  /// does), saying in ``stepReason`` which step it chose and why. `store` picks the side
  /// replayed, as for a numbered step.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at choice: CompareStep, store: StoreName? = nil
  ) throws(CompareError) {
    switch choice {
    case .number(let number):
      try self.init(scenario: scenario, by: dimension, values: values, at: number, store: store)
    case .last:
      try self.init(scenario: scenario, by: dimension, values: values, at: nil, store: store)
    case .firstDifference:
      var last = try Self(
        scenario: scenario, by: dimension, values: values, at: nil, store: store)
      let count = last.stepCount
      for number in 1..<max(count, 1) {
        let candidate = try Self(
          scenario: scenario, by: dimension, values: values, at: number, store: store)
        if candidate.differingCellCount > 0 {
          self = candidate
          stepReason =
            "Compared at step \(number) of \(count) (\(candidate.stepAction ?? "start")), the "
            + "first at which the \(dimension.title) changes what the columns show; --at last "
            + "compares the end, --at N any step."
          return
        }
      }
      last.stepReason =
        last.differingCellCount > 0
        ? "Compared at the last step, \(count) of \(count): it is the first at which the "
          + "\(dimension.title) changes what the columns show; --at N compares any step."
        : "Compared at the last step, \(count) of \(count): the \(dimension.title) changes "
          + "what the columns show at no step; --at N compares any step."
      self = last
    }
  }

  /// Replays `scenario` once per value of `dimension` up to walkthrough step `step` (the end
  /// when nil). `values` are taken in the order given; when nil, the scenario's own value comes
  /// first, so the marks show what changes against the scenario as written, then every other
  /// value the dimension takes. `store` picks the side replayed: by default Apple's, or Google
  /// Play's for a scenario only on Google Play. Throws when a value is not one the dimension
  /// takes, no value is left, the step is outside the walkthrough, or the store does not have
  /// the setting or the scenario does not run on it.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at step: Int? = nil, store: StoreName? = nil
  ) throws(CompareError) {
    switch try Self.side(of: scenario, store: store, by: dimension) {
    case .apple: try self.init(replaying: scenario, by: dimension, values: values, at: step)
    case .googlePlay: try self.init(playing: scenario, by: dimension, values: values, at: step)
    }
  }

  /// Replays the scenario's Apple side once per value, as the public initializer describes.
  private init(
    replaying scenario: Scenario, by dimension: CompareDimension, values: [String]?, at step: Int?
  ) throws(CompareError) {
    let world = scenario.world
    let valid = dimension.values(in: world)
    let own = dimension.value(in: world)
    let ownFirst = valid.filter { $0 == own } + valid.filter { $0 != own }
    let chosen = try Self.resolve(values ?? ownFirst, valid: valid, dimension: dimension)
    let base = ScenarioRunner.run(scenario).steps
    let reached = try Self.checked(step, of: scenario, count: base.count)
    self.scenario = scenario
    self.dimension = dimension
    self.step = reached
    self.stepCount = base.count
    self.stepAction = reached == 0 ? nil : base[reached - 1].actionText
    let target = reached == 0 ? nil : base[reached - 1]
    // A step is named by its script step and its place among that script step's actions, so a
    // column whose script step produced fewer automatic answers stops after all of them.
    let scriptStep = target?.scriptStep ?? 0
    let place = target.map { step in
      base.filter { $0.scriptStep == step.scriptStep && $0.number <= step.number }.count
    }
    var columns: [CompareColumn] = []
    for value in chosen {
      guard let changed = dimension.world(world, with: value) else { continue }
      var variant = scenario
      variant.world = changed
      let (simulation, steps) = Self.replay(variant, scriptStep: scriptStep, place: place)
      columns.append(
        CompareColumn(
          value: value, label: dimension.label(of: value, in: world),
          isScenarioValue: value.lowercased() == own.lowercased(),
          cells: CompareAspect.all(on: .apple).map {
            CompareCell(aspect: $0, lines: Self.lines($0, simulation: simulation, steps: steps))
          }))
    }
    (self.columns, aspects) = Self.marked(columns, on: .apple)
  }

  /// The number of cells that differ from the first column.
  public var differingCellCount: Int {
    columns.reduce(0) { $0 + $1.cells.filter(\.differs).count }
  }

  /// The aspects in which some column differs from the first, in order.
  public var differingAspects: [CompareAspect] {
    aspects.filter { aspect in columns.contains { $0.cell(aspect)?.differs ?? false } }
  }

  /// `after walkthrough step 2 of 4 (ask-parent)`, or `at the start (before step 1 of 4)`.
  public var stepDescription: String {
    guard let stepAction else { return "at the start (before step 1 of \(stepCount))" }
    return "after walkthrough step \(step) of \(stepCount) (\(stepAction))"
  }

  // MARK: - Building

  /// The step asked for (the end when nil), checked against a walkthrough of `count` steps.
  static func checked(_ step: Int?, of scenario: Scenario, count: Int) throws(CompareError)
    -> Int
  {
    let reached = step ?? count
    guard (0...count).contains(reached) else {
      throw CompareError(
        "--at: \(reached) is not a step of \(scenario.name): its walkthrough has steps 0–"
          + "\(count) (0 is the start, \(count) the end)")
    }
    return reached
  }

  static func resolve(
    _ values: [String], valid: [String], dimension: CompareDimension
  ) throws(CompareError) -> [String] {
    var chosen: [String] = []
    for value in values {
      guard let match = valid.first(where: { $0.lowercased() == value.lowercased() }) else {
        throw CompareError(
          "--values: “\(value)” is not \(dimension.titleWithArticle): use one of "
            + valid.joined(separator: ", "))
      }
      if !chosen.contains(match) { chosen.append(match) }
    }
    guard !chosen.isEmpty else {
      throw CompareError(
        "--values: no value given: use one of " + valid.joined(separator: ", "))
    }
    return chosen
  }

  /// Plays the script steps before `scriptStep`, then `place` actions of that script step.
  private static func replay(_ scenario: Scenario, scriptStep: Int, place: Int?) -> (
    Simulation, [WalkthroughStep]
  ) {
    var runner = ScenarioRunner(scenario: scenario)
    while !runner.isFinished, runner.nextScriptIndex < scriptStep { runner.playNextStep() }
    var steps = runner.steps
    let before = steps.filter { $0.scriptStep < scriptStep }
    let last = steps.filter { $0.scriptStep == scriptStep }
    steps = before + last.prefix(place ?? 0)
    return (steps.last?.world ?? runner.run.initial, steps)
  }

  /// The columns with each cell that differs from the first column's marked, and the aspects
  /// `store`'s side shows (`refused` only when some column refused a step).
  static func marked(_ columns: [CompareColumn], on store: StoreName)
    -> (columns: [CompareColumn], aspects: [CompareAspect])
  {
    let showsRefusals = columns.contains { !($0.cell(.refused)?.lines.isEmpty ?? true) }
    let aspects = CompareAspect.all(on: store).filter { $0 != .refused || showsRefusals }
    guard let first = columns.first else { return ([], aspects) }
    let marked = columns.enumerated().map { index, column in
      var column = column
      column.cells = column.cells.filter { aspects.contains($0.aspect) }.map { cell in
        var cell = cell
        cell.differs = index > 0 && cell.lines != first.cell(cell.aspect)?.lines
        return cell
      }
      return column
    }
    return (marked, aspects)
  }

  // MARK: - Cells

  static func lines(_ aspect: CompareAspect, simulation: Simulation, steps: [WalkthroughStep])
    -> [String]
  {
    switch aspect {
    case .screen: screenLines(simulation)
    case .saw: sawLines(steps)
    case .learned: learnedLines(simulation)
    case .flow: flowLines(simulation)
    case .parent: parentLines(simulation)
    case .refused:
      steps.compactMap { step in
        step.refusal.map { "step \(step.number) (\(step.actionText)): \($0.text)" }
      }
    case .received, .familyLink: []
    }
  }

  private static func screenLines(_ simulation: Simulation) -> [String] {
    let child = ChildDevicePresentation(simulation, device: .childPhone)
    var lines = [child.screenTitle]
    if let sheet = child.sheet { lines.append("sheet: \(sheet.title)") }
    if case .running(let enabled) = simulation.step(on: .childPhone) {
      lines.append("\(simulation.world.app.featureName): \(enabled ? "ON" : "OFF")")
    }
    return lines
  }

  private static func sawLines(_ steps: [WalkthroughStep]) -> [String] {
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

  private static func learnedLines(_ simulation: Simulation) -> [String] {
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

  private static func flowLines(_ simulation: Simulation) -> [String] {
    simulation.devices.map { device in
      let summary = DeviceSummary(device)
      let prefix = device.id == .childPhone ? "" : "\(device.kind.title): "
      return prefix + summary.stepDescription
        + (summary.branch.map { ", branch \($0.rawValue)" } ?? "")
    }
  }

  private static func parentLines(_ simulation: Simulation) -> [String] {
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
