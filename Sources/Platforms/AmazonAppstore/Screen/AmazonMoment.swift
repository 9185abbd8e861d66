import AgeScreen
import AmazonAppstore

/// One state of Amazon's side: Amazon's world, where it stands against the walkthrough, and
/// where the step on screen began in the trace.
public typealias AmazonMoment = SideMoment<AmazonWorld, AmazonAction>
