/// A store side whose walkthrough is its script's steps and whose history is
/// ``SideMoment``s: every store's but Apple's (whose walkthrough also plays automatic answers).
/// What such a side does the same way, walking its script with `n` and `p`, where it stands,
/// its banner and the picture `x` writes, is written once here; the side moves to a step
/// itself (``jump(to:cause:size:)``), as that step's focus and notice are its own.
public protocol WalkthroughSide: PresenterShell {
  /// The store's world.
  associatedtype MomentWorld: Hashable & Sendable
  /// An action someone takes on the store's screens.
  associatedtype MomentAction: Hashable & Sendable
  /// The state now.
  var present: SideMoment<MomentWorld, MomentAction> { get }
  /// The side's screen before layout at `size`.
  func frame(size: Size) -> ShellFrame
  /// The narration and caption of walkthrough step `number` (from 1).
  func narration(ofStep number: Int) -> (text: String, caption: String)
  /// Moves to walkthrough position `position` (clamped) for `cause`, keeping the present for
  /// `u`; `size` is the terminal the key was pressed on (nil in a journal's replay).
  mutating func jump(to position: Int, cause: HistoryCause?, size: Size?)
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
  /// Apple's side.
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
