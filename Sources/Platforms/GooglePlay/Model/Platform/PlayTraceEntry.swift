import FlowEngine

/// One thing that happened on Play: who sent what to whom, when on the simulated clock.
public typealias PlayTraceEntry = StoreTraceEntry<PlayActor, PlayTraceDetail>
