import ArgumentParser
import FlowEngine

extension LawReading: ListedArgument {}
