import AmazonAppstore
import StoreCommands

/// `--consent`'s values, as the command line documents them: `granted`, `pending`, `revoked`,
/// `none`.
extension AmazonConsent: ListedArgument {
  /// One line per value for `agetui help ask`.
  public static var allValueDescriptions: [String: String] {
    Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.helpLine) })
  }

  /// What the value says, in one line.
  private var helpLine: String {
    switch self {
    case .granted: "the parent consented to the current version (SUPERVISED)"
    case .pending: "Amazon is asking the parent (CONSENT_NOT_GRANTED)"
    case .revoked: "the parent revoked consent (CONSENT_NOT_GRANTED, in the report)"
    case .none: "no consent given or it was withheld (CONSENT_NOT_GRANTED)"
    }
  }
}
