import Analyses
import Scenarios

/// The kiosk's column in `compare --by platform`: every step of its script at the age moment,
/// in its own words.
struct KioskMoments: StoreMoments {
  var platform: ScenarioPlatform { KioskSection.kiosk }
  var jsonKey: String { "kiosk" }

  func phrases(of scenario: Scenario) -> [StoreMoment: [String]]? {
    guard let script = scenario.parts.part(KioskScript.self) else { return nil }
    return [.age: script.played().map { "the kiosk plays \($0.actionText)" }]
  }
}
