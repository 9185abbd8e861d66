import Apple
import Scenarios

// MARK: - `expect: server-notification:`

extension ScenarioLoader {
  /// `none`, or a mapping of the decoded payload's keys (Apple's spelling), each value
  /// possibly `{not: value}`.
  func serverNotificationCheck(from node: ScenarioNode) throws(ScenarioError)
    -> ServerNotificationCheck
  {
    guard case .mapping = node.node else {
      let expected =
        "none, or a mapping of the notification's keys such as notificationType and environment"
      guard try node.scalarText(expected: expected).trimmingEdges() == "none" else {
        throw node.mismatch(expected: expected)
      }
      return .nothingSent
    }
    let fields = try node.mapping(keys: ServerNotificationField.allCases.map(\.rawValue))
    guard !fields.entries.isEmpty else {
      throw node.error(
        "expected none, or at least one of the notification's keys: "
          + ScenarioNode.list(ServerNotificationField.allCases.map(\.rawValue)))
    }
    var values: [ServerNotificationCheck.Value] = []
    for entry in fields.entries {
      guard let field = ServerNotificationField(rawValue: entry.key) else { continue }
      let (value, negated) = try negatable(entry.value) { node throws(ScenarioError) in
        try Self.expectedValue(of: field, from: node)
      }
      values.append(ServerNotificationCheck.Value(field: field, value: value, negated: negated))
    }
    return .latest(values)
  }

  /// A key's expected value, checked as far as its type allows, in the text
  /// ``ServerNotificationField/value(in:)`` gives.
  private static func expectedValue(
    of field: ServerNotificationField, from node: ScenarioNode
  ) throws(ScenarioError) -> String {
    switch field {
    case .notificationType:
      return try node.name(
        among: ServerNotificationType.allCases.map(\.rawValue), kind: "a notification type")
    case .environment:
      return try node.name(
        among: AppStoreEnvironment.allCases.map(\.rawValue), kind: "an environment")
    case .notificationUUID:
      let expected = "a UUID in lowercase, such as 191ebc7b-6713-5f5d-846c-dad53637edc3"
      let text = try node.scalarText(expected: expected).trimmingEdges()
      guard isUUID(text) else { throw node.mismatch(expected: expected) }
      return text
    case .version:
      return try node.line(maximumLength: 20)
    case .signedDate:
      let expected = "milliseconds since 1970, a whole number such as 1789344000000"
      let text = try node.scalarText(expected: expected).trimmingEdges()
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let milliseconds = Int(text) else {
        throw node.mismatch(expected: expected)
      }
      return "\(milliseconds)"
    case .appAppleId:
      let expected = "the app's Apple ID (a whole number from 1 to \(maximumAppAppleID)) or none"
      let text = try node.scalarText(expected: expected).trimmingEdges()
      if text == "none" { return text }
      guard let id = appAppleID(text) else { throw node.mismatch(expected: expected) }
      return "\(id)"
    case .bundleId:
      return try node.line(maximumLength: 100)
    case .signedAppTransactionInfo:
      return try node.line(maximumLength: 4000)
    }
  }

  /// `8-4-4-4-12` lowercase hexadecimal digits, as `notificationUUID` is written.
  private static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { group in
        group.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
      }
  }
}
