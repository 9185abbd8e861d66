import Scenarios

/// One step of a Play script: an action, what a presenter says, the moment it belongs to, and
/// what must be true afterwards (Play's `expect:`).
public typealias PlayScriptStep = ScriptStep<PlayExpectation>
