/// What an update of the simulator asks the executable's loop to do: journal the session's
/// records, write the picture `x` took, quit.
public typealias ShellCommand = ProgramCommand<SessionRecord>
