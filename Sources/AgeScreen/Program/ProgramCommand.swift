/// Something an update asks the executable's loop to do: the program stays pure and says what
/// should happen; the loop performs it (writes the journal or the picture, exits).
public enum ProgramCommand<Record: Sendable>: Sendable {
  /// Journal these history records, oldest first; `startsNewJournal` replaces the journal (a
  /// fresh session) instead of appending to it.
  case save([Record], startsNewJournal: Bool)
  /// Write this picture of the screen and report where on the notice line.
  case writeFrame(FrameRequest)
  /// Save, restore the terminal and exit (the loop may ask first when changes are not saved).
  case quit

  /// Whether this is ``quit``.
  public var isQuit: Bool {
    switch self {
    case .quit: true
    case .save, .writeFrame: false
    }
  }
}

extension ProgramCommand: Equatable where Record: Equatable {}
