import Analyses
import FlowEngine
import Scenarios

/// The kiosk's script as `compare` replays it: by the child's age, a setting only the kiosk is
/// compared by, with the app's flow step and the kiosk's approvals (a row of its own) in each
/// column. ``Comparison`` marks, words and renders it as it does Apple's and Google Play's.
struct KioskCompareSide: CompareSide {
  /// The child's age, which the kiosk's store knows.
  static let age = CompareDimension("age", title: "age", article: "an")
  /// The approvals the kiosk holds.
  static let approvals = CompareAspect("approvals", title: "Kiosk approvals")

  let script: KioskScript

  /// The scenario's kiosk part; nil when it has none.
  init?(_ scenario: Scenario) {
    guard let script = scenario.parts.part(KioskScript.self) else { return nil }
    self.script = script
  }

  var platform: ScenarioPlatform { KioskSection.kiosk }
  var dimensions: [CompareDimension] { [Self.age] }
  /// The kiosk refuses no action, so it has no `refused` row.
  var aspects: [CompareAspect] { [.flow, Self.approvals] }
  var stepCount: Int { script.steps.count }

  func stepAction(at step: Int) -> String { script.steps[step - 1].text }

  func values(of dimension: CompareDimension) -> [String] {
    dimension == Self.age ? ["10", "14", "20"] : []
  }

  func value(of dimension: CompareDimension) -> String {
    dimension == Self.age ? "\(script.age)" : ""
  }

  func label(of value: String, by dimension: CompareDimension) -> String { "age \(value)" }

  func cells(by dimension: CompareDimension, value: String, at step: Int) -> [CompareCell]? {
    guard dimension == Self.age, let age = Int(value) else { return nil }
    var variant = script
    variant.age = age
    variant.steps = Array(script.steps.prefix(step))
    let played = variant.played()
    let world = played.last?.world
    let approvals = (world?.approvals ?? [:]).sorted { $0.key < $1.key }.map {
      "#\($0.key) \($0.value.status)"
    }
    return [
      CompareCell(aspect: .flow, lines: ["\(world?.flows[.childPhone]?.step ?? .notRunning)"]),
      CompareCell(aspect: Self.approvals, lines: approvals.isEmpty ? ["none"] : approvals),
    ]
  }

  func wording(by dimension: CompareDimension) -> CompareWording {
    CompareWording(
      titleNote: " on the kiosk", replayed: "scenario's kiosk script", lawDates: "",
      whyNothingDiffers: nil, jsonFormat: "agetui-compare-kiosk")
  }
}
