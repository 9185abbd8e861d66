/// Everything the speaker notes screen shows: a value, drawn by ``NotesView`` without a
/// terminal, so the screen is tested as text.
public struct NotesState: Hashable, Sendable {
  /// Why there is no session to follow.
  public enum Waiting: Hashable, Sendable {
    /// No journal in the state directory, or no AgeTUI running on it.
    case noSession
    /// A session runs, but its journal cannot be followed: why, in a few words.
    case unreadable(String)
  }

  /// What the notes are doing.
  public enum Phase: Hashable, Sendable {
    /// Waiting for a session.
    case waiting(Waiting)
    /// Following a session at this step.
    case following(NotesStep)
  }

  /// The state directory followed, as the user knows it (for the waiting message).
  public var stateDirectory: String
  /// Waiting or following.
  public var phase: Phase
  /// Seconds since the walkthrough started (left step 0), nil before it has.
  public var elapsedSeconds: Int?
  /// Complete journal lines that were not records and were skipped.
  public var skippedLines: Int
  /// Whether the journal holds records the notes have not replayed yet (a burst of changes):
  /// what they show is the newest state reached so far, and they look again at once.
  public var isCatchingUp = false

  /// Creates a state.
  public init(
    stateDirectory: String, phase: Phase, elapsedSeconds: Int? = nil, skippedLines: Int = 0
  ) {
    self.stateDirectory = stateDirectory
    self.phase = phase
    self.elapsedSeconds = elapsedSeconds
    self.skippedLines = skippedLines
  }

  /// `elapsedSeconds` as a clock: `4:07`, `1:02:03`.
  public var elapsedText: String? {
    guard let seconds = elapsedSeconds.map({ max(0, $0) }) else { return nil }
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    let rest = seconds % 60
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
