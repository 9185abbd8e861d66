import FlowEngine

/// Which PermissionKit call the app makes to ask a parent about communication.
///
/// `CommunicationLimits` and `CommunicationLimitsButton` exist from 26.0 and are deprecated
/// in favour of `AskCenter` (26.2); `AskPermissionAction` (`@Environment(\.askPermission)`)
/// arrives in 26.5.
public enum AskAPI: String, CaseIterable, Hashable, Sendable {
  /// The newest call the OS has that the sample would use: `CommunicationLimits` before
  /// 26.2, `AskCenter` from 26.2.
  case automatic
  /// `CommunicationLimits.current.ask(_:in:)` (26.0, deprecated).
  case communicationLimits = "communication-limits"
  /// `CommunicationLimitsButton(question:label:)` (26.0, deprecated).
  case communicationLimitsButton = "communication-limits-button"
  /// `AskCenter.shared.ask(_:in:)` (26.2).
  case askCenter = "ask-center"
  /// `AskPermissionAction`, `@Environment(\.askPermission)` (26.5).
  case askPermissionAction = "ask-permission-action"

  /// The call this choice makes on an OS: `automatic` picks by version.
  public func resolved(on os: OSVersion) -> AskAPI {
    switch self {
    case .automatic: os.hasAskCenter ? .askCenter : .communicationLimits
    case .communicationLimits, .communicationLimitsButton, .askCenter, .askPermissionAction: self
    }
  }

  /// The first OS that has the call.
  public var minimumOS: OSVersion {
    switch self {
    case .automatic, .communicationLimits, .communicationLimitsButton: .v26
    case .askCenter: .v26dot2
    case .askPermissionAction: .v26dot5
    }
  }

  /// The type the trace names: `AskCenter`, `CommunicationLimits`, `AskPermissionAction`, …
  public var typeName: String {
    switch self {
    case .automatic, .askCenter: "AskCenter"
    case .communicationLimits: "CommunicationLimits"
    case .communicationLimitsButton: "CommunicationLimitsButton"
    case .askPermissionAction: "AskPermissionAction"
    }
  }

  /// The call as the trace writes it, for a question about a topic.
  public func call(for topic: AppleQuestionTopic) -> String {
    let question = "PermissionQuestion<\(topic.typeName)>"
    switch self {
    case .automatic, .askCenter: return "AskCenter.ask(\(question))"
    case .communicationLimits: return "CommunicationLimits.current.ask(\(question)) (deprecated)"
    case .communicationLimitsButton:
      return "CommunicationLimitsButton(question: \(question)) tapped (deprecated)"
    case .askPermissionAction:
      return "askPermission(\(question)) (AskPermissionAction, @Environment(\\.askPermission))"
    }
  }
}
