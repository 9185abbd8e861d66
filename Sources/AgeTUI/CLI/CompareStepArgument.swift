import Analyses
import ArgumentParser
import Scenarios

/// `--at`: a walkthrough step number, or `last`.
struct CompareStepArgument: ExpressibleByArgument, Sendable {
  /// The step asked for.
  var step: CompareStep

  init?(argument: String) {
    if ValueSpelling.matches(argument, "last") {
      step = .last
    } else if let number = Int(argument) {
      step = .number(number)
    } else {
      return nil
    }
  }
}
