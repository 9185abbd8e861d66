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

  var keyTable: KeyTable<Int> {
    KeyTable([KeyBinding([.character("+")], 1, hint: nil, help: "Step")])
  }

  func keyContext(size: Size) -> KeyContext {
    KeyContext(focus: .child, mode: .normal)
  }

  func render(size: Size) -> Canvas {
    Canvas(size: size)
  }

  /// Takes one step.
  mutating func update(_ action: Int, size: Size) -> [ProgramCommand<Step>] {
    let step = Step(n: steps.count)
    steps.append(step)
    return [.save([step], startsNewJournal: false)]
  }

  mutating func report(_ notice: Notice) {
    self.notice = notice
  }

  mutating func start() -> [ProgramCommand<Step>] {
    []
  }

  mutating func restore(_ records: [Step]) -> RestoreStop? {
    sawFileWhileRestoring = watchedFile.map { access($0, F_OK) == 0 }
    steps = records
    return nil
  }

  mutating func showUnsaved(_ mark: String?) {
    unsavedMark = mark
  }
}
