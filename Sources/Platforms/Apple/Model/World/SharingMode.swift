import FlowEngine

/// The "Age Range for Apps" setting: what happens when an app asks for the age range.
///
/// In a nonregulated region: Always Share answers without a prompt (a notification appears when
/// new information is revealed), Ask First shows a prompt, Never Share declines without one.
/// A regulated region shares automatically whatever the mode (reference §1.3, §1.13).
public enum SharingMode: String, CaseIterable, Sendable, Codable {
  /// Share automatically; notify when new information is revealed.
  case alwaysShare = "always-share"
  /// Prompt on the person's device: share or don't share. The default for most people.
  case askFirst = "ask-first"
  /// Decline silently, with no prompt.
  case neverShare = "never-share"

  /// The label Settings shows.
  public var title: String {
    switch self {
    case .alwaysShare: "Always Share"
    case .askFirst: "Ask First"
    case .neverShare: "Never Share"
    }
  }
}
