import FlowEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real clock, read only by the command line: FlowEngine gets every date passed in.
enum SystemClock {
  /// Today's date in the local time zone, as the person's device would show it.
  ///
  /// Read with `localtime_r` (the C library's own `TZ` and `/etc/localtime` rules) rather than
  /// Foundation's `Calendar`, whose local time zone needs ICU (docs/architecture.md).
  static func today() -> SimDate {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil,
      let today = SimDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else {
      // localtime_r fails only for a time it cannot represent; this keeps the type total.
      return SimDate(daysSinceEpoch: Int(now) / 86_400)
    }
    return today
  }
}
