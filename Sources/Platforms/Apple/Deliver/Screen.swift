import AppleDelivery
import Delivery
import Foundation

/// What `agetui-deliver` shows: one line per delivery attempt on standard output (time, URL,
/// notification, attempt, status or error, next retry), and notes and errors on standard
/// error. Each line is written at once, so a pipe or a terminal sees it when it happens.
enum Screen {
  /// The line of an attempt.
  static func text(for attempt: DeliveryAttempt) -> String {
    let answer = attempt.status.map { "HTTP \($0)" } ?? (attempt.error ?? "no answer")
    let result: String
    switch attempt.outcome {
    case .delivered: result = "delivered"
    case .retrying:
      let next = attempt.nextAttemptAt.map { timestamp($0) } ?? "later"
      result = "not delivered; attempt \(attempt.attempt + 1) at \(next)"
    case .failed: result = "not delivered; no attempt left, the notification is lost"
    }
    return "\(timestamp(attempt.time))  POST \(attempt.url)  \(attempt.notificationType) "
      + "\(attempt.notificationUUID) (\(attempt.environment))  attempt \(attempt.attempt): "
      + "\(answer), \(result)"
  }

  /// Shows an attempt.
  static func line(for attempt: DeliveryAttempt) {
    write(text(for: attempt) + "\n", to: .standardOutput)
  }

  /// Shows a note (what the process does or waits for) on standard error.
  static func note(_ text: String) {
    write("agetui-deliver: \(text)\n", to: .standardError)
  }

  /// Time as ISO 8601 in UTC, to the second.
  static func timestamp(_ seconds: Double) -> String {
    Date(timeIntervalSince1970: seconds.rounded(.down)).formatted(.iso8601)
  }

  private static func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
  }
}
