import FlowEngine

/// What the notice line says about the walkthrough's keys and `u`, in the same words on every
/// store's side: a key that changes nothing says why, `u` names what it took back.
public enum WalkthroughNotice {
  /// `n` where the script has no steps.
  public static let noScript = Notice(.info, "This scenario has no script; explore it live.")

  /// `p` at the script's start.
  public static let alreadyAtStart = Notice(.info, "Already at the start of the script.")

  /// `v` with no step on screen.
  public static let noNarration = Notice(
    .info, "No narration here: n plays the script's next step.")

  /// `Esc` with neither a sheet nor an overlay open.
  public static let nothingToCancel = Notice(
    .info, "Nothing to cancel: Esc cancels a system sheet or closes an overlay.")

  /// `u` at the session's start.
  public static let nothingToUndo = Notice(
    .info, "Nothing to undo: this is where the session started.")

  /// `n` past the script's last step (`length` steps), on the script or off it.
  public static func scriptEnded(length: Int, isLive: Bool) -> Notice {
    Notice(
      .info,
      isLive
        ? "The script ended at step \(length); w returns to it, u undoes."
        : "End of the script (\(length) steps). p goes back, r resets.")
  }

  /// `w` while on the script, at `position` of `length`.
  public static func alreadyOnScript(at position: Int, of length: Int) -> Notice {
    Notice(.info, "Already on the script, at step \(position)/\(length).")
  }

  /// `w` off the script: back at `position` of `length`.
  public static func backOnScript(at position: Int, of length: Int) -> Notice {
    Notice(
      .info,
      "Back on the script at step \(position)/\(length); u returns to your live changes.")
  }

  /// `--resume` restored `name` after `actions` live actions, standing at `now` (`script 2/5`).
  public static func resumed(_ name: String, actions: Int, now: String?) -> Notice {
    Notice(
      .success,
      "Resumed \(name) after \(actions) action\(actions == 1 ? "" : "s")"
        + (now.map { " (\($0))." } ?? "."))
  }

  /// `r`: the scenario `name` at its start, on `today`.
  public static func reset(_ name: String, today: SimDate) -> Notice {
    Notice(.info, "Reset \(name) to its start (\(today)); u returns to where you were.")
  }

  /// `u` took back a live action, written as a script writes it; `now` is where the session
  /// stands after (`script 2/5`).
  public static func undid(action: String, now: String?) -> Notice {
    Notice(.info, "Undid \(action).\(Self.now(now))")
  }

  /// `u` took back a jump made for `cause` (nil: a journal's jump without one), from `was` to
  /// `now`.
  public static func undid(cause: HistoryCause?, was: String?, now: String?) -> Notice {
    Notice(
      .info,
      "Undid \(cause?.label ?? "a walkthrough jump")\(was.map { " (was \($0))" } ?? ""): "
        + "back where you were.\(Self.now(now))")
  }

  private static func now(_ label: String?) -> String {
    label.map { " Now at \($0)." } ?? ""
  }
}
