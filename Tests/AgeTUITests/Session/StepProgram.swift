import AgeScreen
import Glibc

/// A program whose every change is one record, a JSON object (`{"n":7}`), as the simulator's
/// are: a line cut short is then never a record. For the journal's fault-injection tests.
struct StepProgram: PersistentProgram {
  /// One change.
  struct Step: Codable, Equatable {
    var n: Int
  }

  /// The steps taken, in order.
  var steps: [Step] = []
  /// The last notice reported.
  var notice: Notice?
  /// The "not saved" mark shown.
  var unsavedMark: String?
  /// A file whose presence `restore` notes in ``sawFileWhileRestoring`` (the crash marker).
  var watchedFile: String?
  /// Whether ``watchedFile`` existed while the records were replayed.
  var sawFileWhileRestoring: Bool?

  /// A step, or what the runtime tells it.
  enum Action: Sendable {
    case step
    case runtime(RuntimeEvent)
  }

  var keyTable: KeyTable<Action> {
    KeyTable([KeyBinding([.character("+")], .step, hint: nil, help: "Step")])
  }

  func keyContext(size: Size) -> KeyContext {
    KeyContext(focus: .child, mode: .normal)
  }

  func render(size: Size) -> Canvas {
    Canvas(size: size)
  }

  /// Takes one step, or shows what the runtime says.
  mutating func update(_ action: Action, size: Size) -> [ProgramCommand<Step>] {
    switch action {
    case .step:
      let step = Step(n: steps.count)
      steps.append(step)
      return [.save([step], startsNewJournal: false)]
    case .runtime(.report(let notice)): self.notice = notice
    case .runtime(.unsaved(let mark)): unsavedMark = mark
    case .runtime(.followedByNotes): break
    }
    return []
  }

  func action(for event: RuntimeEvent) -> Action? { .runtime(event) }

  mutating func start() -> [ProgramCommand<Step>] {
    []
  }

  mutating func restore(_ records: [Step]) -> RestoreStop? {
    sawFileWhileRestoring = watchedFile.map { access($0, F_OK) == 0 }
    steps = records
    return nil
  }

}
