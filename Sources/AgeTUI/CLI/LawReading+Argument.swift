import ArgumentParser
import FlowEngine

extension LawReading: ExpressibleByArgument {}
