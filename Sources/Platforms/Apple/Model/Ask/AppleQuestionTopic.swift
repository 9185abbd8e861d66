import FlowEngine

/// What a `PermissionQuestion` asks about.
public enum AppleQuestionTopic: Hashable, Sendable {
  /// `SignificantAppUpdateTopic(description:)` (26.2): the parent reads the description;
  /// `changes` are the IDs of the changes it asks about (the simulation's, not Apple's).
  case significantAppUpdate(description: String, changes: [ChangeID])
  /// `CommunicationTopic`: the child asks to contact a handle.
  case communication(handle: String, displayName: String, actions: [String])

  /// `SignificantAppUpdateTopic` or `CommunicationTopic`.
  public var typeName: String {
    switch self {
    case .significantAppUpdate: "SignificantAppUpdateTopic"
    case .communication: "CommunicationTopic"
    }
  }
}
