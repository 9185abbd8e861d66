import ArgumentParser
import FlowEngine

extension StoreDateReading: ExpressibleByArgument {}
