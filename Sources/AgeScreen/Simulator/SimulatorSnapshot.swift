import FlowEngine

/// What a simulator session saves: the scenario text and every action taken, plus where the
/// screen was. The simulation itself is replayed from these on restore: the engine is
/// deterministic, so the replay is exact, and the file stays small.
public struct SimulatorSnapshot: Hashable, Sendable, Codable {
  /// The format version; a newer file is refused with a message rather than misread.
  public var version: Int
  /// The scenario.
  public var document: ScenarioDocument
  /// Every action since the scenario started, in order.
  public var actions: [SimulationAction]
  /// The walkthrough's position: script steps played.
  public var scriptPosition: Int
  /// The focused pane.
  public var focus: Pane
  /// The device the Child pane shows.
  public var shownDevice: DeviceID
  /// Each pane's selection and scroll position.
  public var lists: PerPane<ScrollList>

  /// The format version this build writes.
  public static let currentVersion = 1
}
