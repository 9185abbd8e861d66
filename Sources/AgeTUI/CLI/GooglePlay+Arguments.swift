import ArgumentParser
import GooglePlay

extension AgeSignalsSDK: ListedArgument {}

extension SignificantChangeStatus: ListedArgument {
  /// The values as the command line documents them: `pending`, `approved`, `declined` (Google's
  /// `PENDING` is taken as well, as every listed value is in any case).
  public static var allValueStrings: [String] { allCases.map { $0.rawValue.lowercased() } }

  /// The value as the command line writes it.
  public var defaultValueDescription: String { rawValue.lowercased() }
}

/// Google's constants, documented as Google writes them: `NETWORK_ERROR` (and, as every listed
/// value, `network_error` or `network-error`).
extension AgeSignalsError: ListedArgument {}
