/// What a reader of a session journal must know of its format: the file's name, its first
/// line, and the most bytes it may hold.
public enum SessionJournalFormat {
  /// The journal a session writes unless told otherwise (`--session`), and the one
  /// `agetui notes` and `agetui-deliver` follow.
  public static let defaultFileName = "session.jsonl"
  /// The first line of every journal.
  public static let header = #"{"format":"agetui-session","version":2}"#
  /// The largest journal read: 256 MiB, a session of millions of actions.
  public static let maximumBytes = 256 << 20
  /// The PID file of a running session.
  public static let sessionPIDFileName = "session.pid"
}
