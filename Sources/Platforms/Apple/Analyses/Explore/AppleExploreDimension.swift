import Analyses
import FlowEngine
import Reports
import Scenarios

/// One axis of a sweep, in the order rows are listed (the region varies slowest).
public enum AppleExploreDimension: String, CaseIterable, Sendable, Codable {
  /// The region code.
  case region
  /// The sharing mode.
  case sharingMode = "sharing-mode"
  /// The age.
  case age
  /// Family Sharing membership.
  case family
  /// Account verification.
  case verification
  /// Signed in or not.
  case signedIn = "signed-in"
  /// The OS version.
  case os
  /// The person's answer to a prompt.
  case prompt
  /// The parent's answer to a question.
  case parent

  /// The position in `allCases`.
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The column heading.
  public var title: String {
    switch self {
    case .region: "region"
    case .sharingMode: "mode"
    case .age: "age"
    case .family: "family"
    case .verification: "verification"
    case .signedIn: "signed-in"
    case .os: "os"
    case .prompt: "prompt"
    case .parent: "parent"
    }
  }
}
