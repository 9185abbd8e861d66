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
  /// The platform whose side was replayed: Apple's, or Google Play's script.
  public var platform: ScenarioPlatform
  /// The settings the side is compared by, in Tab's order.
  public var dimensions: [CompareDimension]
  /// What the report says of the side compared.
  public var wording: CompareWording

  /// Replays `scenario` once per value of `dimension` at a chosen step: a number, the last, or
  /// the first step at which the setting changes what the columns show (the last when none
  /// does), saying in ``stepReason`` which step it chose and why. `platform` and `kinds` pick
  /// the side replayed, as for a numbered step.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at choice: CompareStep, platform: ScenarioPlatform? = nil,
    kinds: [CompareSideKind]
  ) throws(CompareError) {
    switch choice {
    case .number(let number):
      try self.init(
        scenario: scenario, by: dimension, values: values, at: number, platform: platform,
        kinds: kinds)
    case .last:
      try self.init(
        scenario: scenario, by: dimension, values: values, at: nil, platform: platform, kinds: kinds
      )
    case .firstDifference:
      var last = try Self(
        scenario: scenario, by: dimension, values: values, at: nil, platform: platform, kinds: kinds
      )
      let count = last.stepCount
      for number in 1..<max(count, 1) {
        let candidate = try Self(
          scenario: scenario, by: dimension, values: values, at: number, platform: platform,
          kinds: kinds)
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
  /// value the dimension takes. `platform` picks the side replayed among `kinds`' (by default
  /// the first the scenario runs on: Apple's, or Google Play's for a scenario only on Google
  /// Play). Throws when a value is not one the dimension takes, no value is left, the step is
  /// outside the walkthrough, or the side does not have the setting or the scenario does not
  /// run on the platform.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at step: Int? = nil, platform: ScenarioPlatform? = nil,
    kinds: [CompareSideKind]
  ) throws(CompareError) {
    try self.init(
      side: try Self.side(of: scenario, platform: platform, by: dimension, kinds: kinds),
      scenario: scenario, by: dimension, values: values, at: step)
  }

  /// Replays `side` of `scenario` once per value of `dimension` up to walkthrough step `step`
  /// (the end when nil), as the initializer above describes: any platform's side.
  public init(
    side: some CompareSide, scenario: Scenario, by dimension: CompareDimension,
    values: [String]? = nil, at step: Int? = nil
  ) throws(CompareError) {
    let valid = side.values(of: dimension)
    let own = side.value(of: dimension)
    let ownFirst = valid.filter { $0 == own } + valid.filter { $0 != own }
    let chosen = try Self.resolve(values ?? ownFirst, valid: valid, dimension: dimension)
    let reached = try Self.checked(step, of: scenario, count: side.stepCount)
    self.scenario = scenario
    self.dimension = dimension
    self.step = reached
    self.stepCount = side.stepCount
    self.stepAction = reached == 0 ? nil : side.stepAction(at: reached)
    platform = side.platform
    dimensions = side.dimensions
    wording = side.wording(by: dimension)
    let columns = chosen.compactMap { value -> CompareColumn? in
      guard let cells = side.cells(by: dimension, value: value, at: reached) else { return nil }
      return CompareColumn(
        value: value, label: side.label(of: value, by: dimension),
        isScenarioValue: value.lowercased() == own.lowercased(), cells: cells)
    }
    (self.columns, aspects) = Self.marked(columns, showing: side.aspects)
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
      guard let match = ValueSpelling.first(value, in: valid, spelled: { $0 }) else {
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

  /// The columns with each cell that differs from the first column's marked, and the aspects
  /// shown of `sideAspects` (`refused` only when some column refused a step).
  static func marked(_ columns: [CompareColumn], showing sideAspects: [CompareAspect])
    -> (columns: [CompareColumn], aspects: [CompareAspect])
  {
    let showsRefusals = columns.contains { !($0.cell(.refused)?.lines.isEmpty ?? true) }
    let aspects = sideAspects.filter { $0 != .refused || showsRefusals }
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
}
