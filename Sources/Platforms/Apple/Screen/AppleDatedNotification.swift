import AgeScreen
import Apple
import FlowEngine

/// A notification as a device pane lists it: its text (with "(×2)" when the same one came
/// again), the day it came, and the trace entry that posted the newest of the run.
struct AppleDatedNotification: Hashable, Sendable {
  /// What it says.
  var text: String
  /// The day the newest of the run was posted.
  var date: SimDate
  /// The trace entry that posted the newest of the run.
  var sequence: Int

  /// "Sep 14": the day, as a device dates a notification from an earlier day or step.
  var dateLabel: String {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let month = months.indices.contains(date.month - 1) ? months[date.month - 1] : "\(date.month)"
    return "\(month) \(date.day)"
  }

  /// `notifications` (newest first) with runs of the same text shown once, counted: "… (×2)".
  static func collapsed(_ notifications: [AppleDeviceNotification]) -> [AppleDatedNotification] {
    var runs: [(first: AppleDeviceNotification, count: Int)] = []
    for notification in notifications {
      if let last = runs.last, last.first.text == notification.text {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((notification, 1))
      }
    }
    return runs.map { run in
      AppleDatedNotification(
        text: run.count > 1 ? "\(run.first.text) (×\(run.count))" : run.first.text,
        date: run.first.date, sequence: run.first.sequence)
    }
  }
}
