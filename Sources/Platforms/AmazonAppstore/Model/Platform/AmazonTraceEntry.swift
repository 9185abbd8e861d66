import FlowEngine

/// One thing that happened on Amazon: who sent what to whom, when on the simulated clock.
public typealias AmazonTraceEntry = StoreTraceEntry<AmazonActor, AmazonTraceDetail>
