/// A store side whose walkthrough is its script's steps and whose history is
/// ``SideMoment``s: every store's but Apple's (whose walkthrough also plays automatic answers).
/// What such a side does the same way is written once, here and in the files beside it: walking
/// its script with `n` and `p`, where it stands, its banner and the picture `x` writes; its keys,
/// its Timeline and its `o` (WalkthroughSide+Program.swift); its journal records, the resume that
/// checks and replays them (WalkthroughSide+Journal.swift). The side moves to a step itself
/// (``jump(to:cause:size:)``), as that step's focus and notice are its own, and says what is out
/// of range in its own actions and screens.
public protocol WalkthroughSide: PresenterShell, StoreSide
where
  Record == WalkthroughRecord<MomentAction, JournalScreen>, Action == WalkthroughSideAction,
  StoryAction == MomentAction
{
  /// The store's world.
  associatedtype MomentWorld: Hashable & Sendable
  /// An action someone takes on the store's screens.
  associatedtype MomentAction: Hashable & Sendable & Codable
  /// Where the side's screen is, as its journal saves it.
  associatedtype JournalScreen: Hashable & Sendable & Codable
  /// The state now.
  var present: SideMoment<MomentWorld, MomentAction> { get set }
  /// The states before, for `u`.
  var past: SideUndoHistory<MomentWorld, MomentAction> { get set }
  /// The world after each walkthrough step; the first is the world before any.
  var stepWorlds: [MomentWorld] { get }
  /// The action of walkthrough step `number` (from 1).
  func stepAction(_ number: Int) -> MomentAction
  /// Applies an action to a world, as the store's platform does.
  static func apply(_ action: MomentAction, in world: inout MomentWorld)
  /// How many entries `world`'s trace holds.
  static func traceCount(of world: MomentWorld) -> Int
  /// The notice for the trace entries `world` has from `start` on: a refusal's sentence, else
  /// the entry that tells what happened.
  static func notice(forTraceOf world: MomentWorld, from start: Int) -> Notice
  /// An action as `u`'s notice names it.
  static func undoVerb(_ action: MomentAction) -> String
  /// An action as a script writes it (`launch`), which a recording's markers name.
  static func scriptText(_ action: MomentAction) -> String
  /// Keeps every list's length in step with its pane; `following` when the story moved on.
  mutating func refreshLists(following: Bool)
  /// The side's screen before layout at `size`.
  func frame(size: Size) -> ShellFrame
  /// The narration and caption of walkthrough step `number` (from 1).
  func narration(ofStep number: Int) -> (text: String, caption: String)
  /// Moves to walkthrough position `position` (clamped) for `cause`, keeping the present for
  /// `u`; `size` is the terminal the key was pressed on (nil in a journal's replay).
  mutating func jump(to position: Int, cause: HistoryCause?, size: Size?)

  // MARK: The Timeline in the fourth pane

  /// Whether the fourth pane shows the Timeline instead of the store's console.
  var showsTimeline: Bool { get set }

  // MARK: The journal

  /// Where the screen is now, as the journal saves it.
  var screen: JournalScreen { get }
  /// The screen the journal last took; a change to it is journaled after an update's history
  /// records.
  var savedScreen: JournalScreen? { get set }
  /// The changes made since the journal last took them, oldest first.
  var unsavedRecords: [Record] { get set }
  /// What is out of range in an action read from a journal, or nil: every value is held to what
  /// a scenario of the store allows.
  static func journalProblem(with action: MomentAction) -> String?
  /// What is out of range in a screen read from a journal, or nil.
  static func journalProblem(with screen: JournalScreen) -> String?
  /// Puts the screen where a journal saw it (already checked), each list clamped to the rows it
  /// has now.
  mutating func show(_ screen: JournalScreen)
  /// Applies an action read from a journal; ``perform(_:)`` unless the side can leave work for
  /// ``settleReplay()``.
  mutating func replayAction(_ action: MomentAction)
  /// Finishes what ``replayAction(_:)`` left: before any record that is not an action, at the
  /// end of a replay and before a key. Nothing by default.
  mutating func settleReplay()
}

extension WalkthroughSide {
  /// The step reached, or the one the session left the walkthrough at.
  public var scriptPosition: Int { present.leftAt ?? present.position }

  /// Whether a live action took the session off the walkthrough.
  public var isOffScript: Bool { present.leftAt != nil }

  /// `script 2/5`, or `LIVE · left script 2/5` once an action left it; nil without a script.
  public var walkthroughLabel: String? { present.walkthroughLabel(scriptLength: scriptLength) }

  /// The narration of the walkthrough step on screen: none before the first step or off the
  /// walkthrough.
  public var narrationBanner: NarrationBanner {
    guard present.leftAt == nil, present.position > 0 else { return .none }
    let step = narration(ofStep: present.position)
    return NarrationBanner(
      narration: [step.text], caption: step.caption, position: present.position,
      length: scriptLength, autoplay: autoplay)
  }

  /// Auto-play's delay before the next step: long enough to read the step's narration, as on
  /// every side.
  public var autoAdvanceMilliseconds: Int? {
    autoplay?.delayMilliseconds(reading: narrationBanner.narration.joined(separator: " "))
  }

  /// The mode chosen with `b`, or the standard for the terminal's height (the speaker notes
  /// follow Apple's side only).
  public func bannerMode(size: Size) -> BannerMode {
    bannerChoice ?? .standard(rows: size.height, followedByNotes: false)
  }

  /// The screen laid out at `size`.
  public func keyLayout(size: Size) -> PaneMetrics {
    frame(size: size).metrics(size: size)
  }

  /// The picture `x` writes: the screen at `size`, named by the step it shows.
  public func frameRequest(size: Size) -> FrameRequest {
    FrameRequest(
      canvas: render(size: size), scenario: scenarioName, step: present.position,
      isLive: isOffScript)
  }

  /// How many list rows `pane` shows at `size`.
  public func listRows(_ pane: Pane, _ size: Size) -> Int {
    frame(size: size).metrics(size: size).listRows[pane]
  }

  /// Where the overlays open at `size`: between the header and the notice line.
  public func overlayArea(at size: Size) -> Rect {
    let layout = frame(size: size).layout(size: size)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }

  /// Moves the walkthrough to `position`.
  public mutating func walk(to position: Int, cause: HistoryCause, size: Size) {
    jump(to: position, cause: cause, size: size)
  }

  /// `n`: the next step, or back onto the walkthrough after the step the session left; at the
  /// end, says so. Auto-play's step (`cause` `.autoplay`) stops it at the end instead, and
  /// its last step stops it, saying so as Apple's side does.
  public mutating func nextStep(cause: HistoryCause, size: Size) {
    let position = scriptPosition
    guard scriptLength > 0 else {
      autoplay = nil
      notice = WalkthroughNotice.noScript
      return
    }
    guard position < scriptLength else {
      if cause == .autoplay {
        autoplay = nil
        return
      }
      notice = WalkthroughNotice.scriptEnded(length: scriptLength, isLive: isOffScript)
      return
    }
    jump(to: position + 1, cause: cause, size: size)
    if cause == .autoplay, position + 1 >= scriptLength {
      autoplay = nil
      notice = Notice(.info, "Script step \(scriptLength)/\(scriptLength). End of the script.")
    }
  }

  /// `p`: the step before, or, off the walkthrough, the step the session left.
  public mutating func previousStep(size: Size) {
    guard isOffScript || present.position > 0 else {
      notice = WalkthroughNotice.alreadyAtStart
      return
    }
    jump(
      to: (present.leftAt.map { $0 + 1 } ?? present.position) - 1, cause: .previousStep,
      size: size)
  }
}
