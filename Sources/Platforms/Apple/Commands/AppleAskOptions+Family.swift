import ArgumentParser

extension AppleAskOptions {
  /// `--in-family` / `--not-in-family`: Family Sharing membership.
  enum Family: String, EnumerableFlag {
    case inFamily
    case notInFamily

    static func help(for value: Family) -> ArgumentHelp? {
      switch value {
      case .inFamily:
        ArgumentHelp(
          "The person is in a Family Sharing group (default: when under the region's age of "
            + "majority).")
      case .notInFamily:
        ArgumentHelp(
          "The person is not in a Family Sharing group (default: at or over the age of "
            + "majority).")
      }
    }
  }
}
