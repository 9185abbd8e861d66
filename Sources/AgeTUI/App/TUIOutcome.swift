/// How a TUI session ended, as ``TUIRunner`` decided it before the process acts on it.
enum TUIOutcome: Equatable {
  /// Exit with this status: 0 after `q`, 2 when the terminal cannot host the TUI.
  case status(Int32)
  /// A quit signal ended the session: once the terminal is restored, the signal is raised
  /// again, so the process ends by it.
  case signal(Int32)

  /// The status a shell reports for this outcome: 128 + n for a signal (130 for Ctrl-C, 131 for
  /// Ctrl-\).
  var shellStatus: Int32 {
    switch self {
    case .status(let status): return status
    case .signal(let signalNumber): return 128 + signalNumber
    }
  }
}
