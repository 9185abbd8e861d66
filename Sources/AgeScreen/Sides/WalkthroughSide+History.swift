// MARK: - Changing a walkthrough side's world: an action, a jump, `u`

extension WalkthroughSide {
  /// Applies `action` to the world shown, keeping the present for `u`: the walkthrough's next
  /// step when `action` is that step's and the session is on the walkthrough, else a live
  /// action. The notice says what the action's trace entries say; what else follows (the focus,
  /// the lists) is the side's.
  public mutating func advance(by action: MomentAction) {
    var world = present.world
    let start = Self.traceCount(of: world)
    Self.apply(action, in: &world)
    let onScript =
      present.leftAt == nil && present.position < scriptLength
      && stepAction(present.position + 1) == action
    past.push(present)
    present = SideMoment(
      world: world, position: onScript ? present.position + 1 : present.position,
      leftAt: onScript ? nil : (present.leftAt ?? present.position), traceStart: start,
      liveActions: onScript ? 0 : present.liveActions + 1, madeBy: .action(action))
    unsavedRecords.append(.perform(action))
    notice = Self.notice(forTraceOf: world, from: start)
  }

  /// Moves to walkthrough position `position` (clamped) for `cause`, keeping the present for
  /// `u`, with the notice of the step's trace entries (or of the start).
  /// - Returns: the position reached.
  @discardableResult
  public mutating func moveWalkthrough(to position: Int, cause: HistoryCause?) -> Int {
    let target = min(max(0, position), scriptLength)
    past.push(present)
    unsavedRecords.append(.jump(target, cause: cause))
    let start = Self.traceCount(of: stepWorlds[max(0, target - 1)])
    present = SideMoment(
      world: stepWorlds[target], position: target, traceStart: start, madeBy: .jump(cause))
    notice =
      target > 0
      ? Self.notice(forTraceOf: stepWorlds[target], from: start)
      : Notice(.info, "The start of \(scenarioName). n plays the first step.")
    return target
  }

  /// `u`: returns to the state before the last change, saying what it took back and where the
  /// session now is, in the same words as Apple's side.
  public mutating func undo() {
    guard let previous = past.pop(applying: Self.apply) else {
      notice = WalkthroughNotice.nothingToUndo
      return
    }
    let before = walkthroughLabel
    let undone = present.madeBy
    present = previous
    unsavedRecords.append(.undo)
    switch undone {
    case .action(let action):
      notice = WalkthroughNotice.undid(action: Self.undoVerb(action), now: walkthroughLabel)
    case .jump(let cause):
      notice = WalkthroughNotice.undid(cause: cause, was: before, now: walkthroughLabel)
    }
    refreshLists(following: true)
  }
}
