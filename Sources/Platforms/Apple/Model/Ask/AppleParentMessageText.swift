import FlowEngine

/// The words Messages shows for a question to a parent: on the parent's iPhone as a
/// notification and a bubble, and on the child's device in the compose sheet.
///
/// The stepper writes them into the trace and the presentations draw them, so both read the
/// same text from here.
public enum AppleParentMessageText {
  /// The notification a sent question shows on the parent's iPhone.
  public static func requestNotification(person: String, app: String) -> String {
    "\(person) sent you a request from \(app). Open Messages to answer."
  }

  /// What the parent's Messages bubble (and the child's compose sheet) says.
  public static func messageText(for topic: AppleQuestionTopic, person: String, app: String)
    -> String
  {
    switch topic {
    case .significantAppUpdate(let description, _):
      "\(person) would like to keep using \(app) after an update. \(description)"
    case .communication(let handle, let name, _):
      // A handle with no separate name is shown once, not as "+1 555 0100 (+1 555 0100)".
      "\(person) would like to communicate with \(name == handle ? handle : "\(name) (\(handle))") "
        + "in \(app)."
    }
  }
}
