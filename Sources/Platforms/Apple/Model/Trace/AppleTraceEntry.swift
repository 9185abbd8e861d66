import FlowEngine

/// One thing that happened on Apple's side: who sent what to whom, when on the simulated clock.
public typealias AppleTraceEntry = StoreTraceEntry<AppleActor, AppleTraceDetail>
