import ArgumentParser
import GooglePlay

extension AgeSignalsSDK: ExpressibleByArgument {}

extension SignificantChangeStatus: ExpressibleByArgument {
  /// `pending`, `approved`, `declined`: the command line's lower case for Google's names.
  public init?(argument: String) {
    self.init(rawValue: argument.uppercased())
  }

  /// The values as the command line takes them.
  public static var allValueStrings: [String] { allCases.map { $0.rawValue.lowercased() } }

  /// The value as the command line writes it.
  public var defaultValueDescription: String { rawValue.lowercased() }
}

extension AgeSignalsError: ExpressibleByArgument {
  /// Google's constant, in any case: `NETWORK_ERROR`, `network_error`.
  public init?(argument: String) {
    self.init(rawValue: argument.uppercased())
  }
}
