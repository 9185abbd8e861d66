import GooglePlay
import Scenarios

/// One Play script step as it ran: Play's world after it, the trace entries it added, its
/// refusal and its checked expectations.
public typealias PlayRunStep = RunStep<PlayWorld>
