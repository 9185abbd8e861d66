import Scenarios

/// The rows of the scenario picker (`s`), which the session keeps for every store's side: the
/// built-ins on the shelf in display order, the default starred, the scenario open marked.
enum ScenarioPickerRows {
  /// The picker's title.
  static let title = "Scenarios (★ default)"

  /// The built-ins on `shelf` whose name, title or summary `matches`, each as the picker shows
  /// it, with the name it opens; `open` is the scenario open now.
  static func matches(
    on shelf: ScenarioShelf, open: String, matching matches: (String) -> Bool
  ) -> [(entry: PickerOverlay.Entry, name: String)] {
    shelf.all.filter { matches("\($0.name) \($0.title) \($0.summary)") }.map { scenario in
      let marker = scenario.name == shelf.defaultName ? "★" : " "
      let label = Line([
        Span("\(marker) \(scenario.name)", style: .accent),
        Span(scenario.name == open ? "  (open now)" : "", style: .muted),
      ])
      return (PickerOverlay.Entry(label: label, detail: scenario.summary), scenario.name)
    }
  }
}
