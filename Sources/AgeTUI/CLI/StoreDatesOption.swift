import ArgumentParser
import FlowEngine

/// `--store-dates`: whether a store that has given no date of its own for a law follows the
/// statute's (Alabama on both stores, California on Apple's), for the commands that answer
/// without a scenario; a scenario says it in `assumptions.store-dates`.
struct StoreDatesOption: ParsableArguments {
  @Option(
    name: .customLong("store-dates"),
    help: ArgumentHelp(
      "Where a store has given no date for a law (Alabama on both stores, California on "
        + "Apple's): statute (it follows the law from 2027-01-01, an assumption) or "
        + "to-be-determined (not yet).", valueName: "reading"))
  var reading: StoreDateReading = StoreDatesOption.standardReading

  /// The reading when `--store-dates` is not given.
  static let standardReading: StoreDateReading = .statute
}
