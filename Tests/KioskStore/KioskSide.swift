import AgeScreen
import Analyses
import FlowEngine
import Scenarios

/// The kiosk's side of a scenario in the TUI, beside Apple's: a screen of its own that plays
/// the kiosk's script a step at a time (`n`), takes it back (`u`), and journals each change
/// inside Apple's journal as a typed record under its own key, with no source file knowing it.
struct KioskSide: StoreSide {
  /// A key on the kiosk's side.
  enum Action: Hashable, Sendable {
    case nextStep
    case undo
    case quit
    case switchStore
    case openPicker
  }

  /// A change to the kiosk's side, as the journal keeps it.
  enum Record: Hashable, Sendable, Codable {
    /// The script played to this step.
    case reached(Int)
    /// The session shows the kiosk's side, or the scenario's first.
    case shown(Bool)
  }

  /// The scenario's kiosk part.
  let script: KioskScript
  /// The scenario's name, for the speaker notes.
  var scenarioName = ""
  /// The script steps played.
  private(set) var reached = 0
  /// What the last key did.
  private(set) var notice = "n plays the kiosk's next step"
  var showsWordingMarks = true
  var compareSides: [CompareSideKind] = []
  var otherStore: String?

  /// The kiosk's side of `scenario`, nil without a kiosk part.
  static func opening(_ scenario: Scenario) -> StoreSideOpening<KioskSide>? {
    scenario.parts.part(KioskScript.self).map {
      var side = KioskSide(script: $0)
      side.scenarioName = scenario.name
      return StoreSideOpening(side: side)
    }
  }

  static var platform: ScenarioPlatform { KioskSection.kiosk }
  static var shortTitle: String { "Kiosk" }
  static var switchStoreAction: Action { .switchStore }
  static func opensScenarioPicker(_ action: Action) -> Bool { action == .openPicker }

  static func sessionRecord(_ record: Record) -> SessionRecord {
    .store(StoreJournalRecord(record, key: journalKey, platform: platform))
  }

  static func sideRecord(in record: SessionRecord) -> Record? {
    guard case .store(let stored) = record, stored.key == journalKey else { return nil }
    return stored.decoded(as: Record.self)
  }

  static func shownRecord(_ shown: Bool) -> Record? { .shown(shown) }

  static func shown(by record: Record) -> Bool? {
    guard case .shown(let shown) = record else { return nil }
    return shown
  }

  static func isAction(_ record: Record) -> Bool { false }

  var keyTable: KeyTable<Action> {
    KeyTable([
      KeyBinding(
        [.character("n")], .nextStep, hint: KeyHint(keys: "n", label: "next"), help: "Next"),
      KeyBinding([.character("u")], .undo, hint: KeyHint(keys: "u", label: "undo"), help: "Undo"),
      KeyBinding([.character("o")], .switchStore, hint: nil, help: "Apple's side"),
      KeyBinding([.character("s")], .openPicker, hint: nil, help: "Scenarios"),
      KeyBinding([.character("q")], .quit, hint: KeyHint(keys: "q", label: "quit"), help: "Quit"),
    ])
  }

  func keyContext(size: Size) -> KeyContext { KeyContext(focus: .child, mode: .normal) }

  /// The step reached and where the app's flow stands on the child's device.
  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let step = script.played().prefix(reached).last?.world.flows[.childPhone]?.step
    _ = canvas.write(Line("Kiosk · step \(reached)/\(script.steps.count)"), column: 0, row: 0)
    _ = canvas.write(Line("\(step ?? .notRunning)"), column: 0, row: 1)
    _ = canvas.write(Line(notice), column: 0, row: 2)
    return canvas
  }

  mutating func update(_ action: Action, size: Size) -> [ProgramCommand<Record>] {
    switch action {
    case .nextStep:
      guard reached < script.steps.count else {
        notice = "the kiosk's script has ended"
        return []
      }
      reached += 1
      notice = "played \(script.steps[reached - 1].text)"
    case .undo:
      guard reached > 0 else { return [] }
      reached -= 1
      notice = "back to step \(reached)"
    case .quit: return [.quit]
    case .switchStore, .openPicker: return []
    }
    return [.save([.reached(reached)], startsNewJournal: false)]
  }

  mutating func start() -> [ProgramCommand<Record>] { [] }

  mutating func replay(_ record: Record) -> String? {
    guard case .reached(let step) = record else { return nil }
    guard (0...script.steps.count).contains(step) else {
      return "reaches the kiosk's step \(step) of \(script.steps.count)"
    }
    reached = step
    return nil
  }

  /// The kiosk's own step: what it played, and the step it plays next.
  func notesStep(summary: String) -> NotesStep? {
    NotesStep(
      scenarioName: scenarioName, scenarioTitle: "The kiosk's script", position: .script(reached),
      total: script.steps.count,
      narration: reached == 0 ? summary : "The kiosk played \(script.steps[reached - 1].text).",
      nextCaption: reached < script.steps.count ? script.steps[reached].text : nil,
      liveActions: 0, store: "Kiosk")
  }

  mutating func finishRestore(actions: Int) {
    notice = "resumed at the kiosk's step \(reached)"
  }
}
