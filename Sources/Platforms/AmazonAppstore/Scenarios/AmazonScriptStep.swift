import Scenarios

/// One step of an Amazon script: an action, what a presenter says, the moment it belongs to,
/// and what must be true afterwards (Amazon's `expect:`).
public typealias AmazonScriptStep = ScriptStep<AmazonExpectation>
