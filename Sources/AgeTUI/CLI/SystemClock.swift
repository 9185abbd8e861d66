import FlowEngine
import Foundation

/// The real clock, read only by the command line: FlowEngine gets every date passed in.
enum SystemClock {
  /// Today's date in the local time zone, as the person's device would show it.
  static func today() -> SimDate {
    let parts = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone.current, from: Date())
    guard let year = parts.year, let month = parts.month, let day = parts.day,
      let today = SimDate(year: year, month: month, day: day)
    else {
      // A Gregorian calendar always yields a year, month and day; this keeps the type total.
      return SimDate(daysSinceEpoch: Int(Date().timeIntervalSince1970 / 86_400))
    }
    return today
  }
}
