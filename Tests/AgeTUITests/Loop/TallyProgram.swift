@testable import AgeScreen

/// The smallest program the loop can run, with behaviour simple enough to predict every frame:
/// `+` adds one, `a` turns auto-play on and off (each automatic step adds one), `x` asks for a
/// picture of the screen, `q` and Ctrl-C quit. Every change is a journal record (the amount added), so it also exercises saving and
/// `--resume`.
struct TallyProgram: PersistentProgram {
  /// What a key asks for.
  enum Action: Sendable {
    case add
    case toggleAutoplay
    case picture
    case quit
    /// What the runtime tells it, through ``update(_:size:)`` as a key's action.
    case runtime(RuntimeEvent)
  }

  /// The total so far.
  var count = 0
  /// The last notice the runtime reported.
  var notice: Notice?
  /// Auto-play's delay while it is on.
  var autoplayDelay: Int?
  /// The delay `a` turns auto-play on with.
  var autoplayDelayWhenOn = 250
  /// Whether the loop said `agetui notes` follows.
  var isFollowedByNotes = false
  /// Whether the next save starts a fresh journal: a new session's first save does, as the
  /// simulator's does; a restored one continues its journal.
  private var startsNewJournal = true

  var keyTable: KeyTable<Action> {
    KeyTable([
      KeyBinding([.character("+")], .add, hint: nil, help: "Add one"),
      KeyBinding([.character("a")], .toggleAutoplay, hint: nil, help: "Auto-play"),
      KeyBinding([.character("x")], .picture, hint: nil, help: "Save the screen"),
      KeyBinding([.character("q"), .ctrlC], .quit, hint: nil, help: "Quit"),
    ])
  }

  func keyContext(size: Size) -> KeyContext {
    KeyContext(focus: .child, mode: .normal)
  }

  /// Three rows: the count, the size it was drawn at (and `notes` while they follow), the
  /// unsaved mark and the notice.
  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.write("count \(count)", column: 0, row: 0)
    canvas.write(
      "\(size.width)x\(size.height)" + (isFollowedByNotes ? " notes" : ""), column: 0, row: 1)
    canvas.write(
      (unsavedMark.map { "[\($0)] " } ?? "") + (notice?.text ?? ""), column: 0, row: 2)
    return canvas
  }

  mutating func update(_ action: Action, size: Size) -> [ProgramCommand<Int>] {
    switch action {
    case .add:
      count += 1
      defer { startsNewJournal = false }
      return [.save([1], startsNewJournal: startsNewJournal)]
    case .toggleAutoplay:
      autoplayDelay = autoplayDelay == nil ? autoplayDelayWhenOn : nil
      return []
    case .picture:
      return [
        .writeFrame(
          FrameRequest(
            canvas: render(size: size), scenario: "tally", step: count, isLive: false))
      ]
    case .quit:
      return [.quit]
    case .runtime(.report(let notice)):
      self.notice = notice
      return []
    case .runtime(.unsaved(let mark)):
      unsavedMark = mark
      return []
    case .runtime(.followedByNotes(let followed)):
      isFollowedByNotes = followed
      return []
    }
  }

  func action(for event: RuntimeEvent) -> Action? { .runtime(event) }

  var autoAdvanceMilliseconds: Int? { autoplayDelay }

  var autoAdvanceAction: Action? { .add }

  mutating func start() -> [ProgramCommand<Int>] {
    defer { startsNewJournal = false }
    return startsNewJournal ? [.save([], startsNewJournal: true)] : []
  }

  /// The "not saved" mark the recorder shows.
  var unsavedMark: String?

  /// Restores the records up to the first that is not 1 (a `+` only ever adds one).
  mutating func restore(_ records: [Int]) -> RestoreStop? {
    let good = records.prefix { $0 == 1 }
    startsNewJournal = false
    count = good.count
    notice = Notice(.info, "restored \(good.count) records")
    return good.count == records.count
      ? nil : RestoreStop(index: good.count, reason: "adds \(records[good.count])")
  }

  /// Restores as ``restore(_:)`` does, asking `interrupted` before each record.
  mutating func restore(_ records: [Int], until interrupted: () -> Bool) -> RestoreStop? {
    for index in records.indices where interrupted() {
      _ = restore(Array(records.prefix(index)))
      return .interrupted(at: index)
    }
    return restore(records)
  }

}
