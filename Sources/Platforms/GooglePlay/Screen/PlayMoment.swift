import AgeScreen
import GooglePlay

/// One state of a Play session: Play's world, where it stands against the script, and where
/// the step on screen began in the trace.
public typealias PlayMoment = SideMoment<PlayWorld, PlayAction>
