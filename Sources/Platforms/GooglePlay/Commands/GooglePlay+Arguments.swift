import ArgumentParser
import GooglePlay
import StoreCommands

extension AgeSignalsSDK: ListedArgument {}

extension PlaySignificantChangeStatus: ListedArgument {
  /// The values as the command line documents them: `pending`, `approved`, `declined` (Google's
  /// `PENDING` is taken as well, as every listed value is in any case).
  public static var allValueStrings: [String] { allCases.map { $0.rawValue.lowercased() } }

  /// The value as the command line writes it.
  public var defaultValueDescription: String { rawValue.lowercased() }

  /// One line per value for `agetui help ask`, keyed as ``allValueStrings`` lists them
  /// (ArgumentParser's own keys are the raw values, which the help does not list, so every
  /// value had an empty description).
  public static var allValueDescriptions: [String: String] {
    Dictionary(uniqueKeysWithValues: allCases.map { ($0.defaultValueDescription, $0.helpLine) })
  }

  /// What the value says, in one line.
  private var helpLine: String {
    switch self {
    case .pending: "the parent has not answered Play's request yet"
    case .approved: "the parent approved every change asked so far"
    case .declined: "the parent declined the changes asked"
    }
  }
}

/// Google's constants, documented as Google writes them: `NETWORK_ERROR` (and, as every listed
/// value, `network_error` or `network-error`).
extension AgeSignalsError: ListedArgument {}
