import ArgumentParser
import FlowEngine

extension SimDate {
  /// Parses a `YYYY-MM-DD` flag value; the error tells a malformed text from a day that does
  /// not exist.
  public static func parseArgument(_ text: String) throws -> SimDate {
    if let date = SimDate(iso: text) { return date }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let isShaped =
      parts.count == 3 && parts.map(\.count) == [4, 2, 2]
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard isShaped, let year = Int(parts[0]), let month = Int(parts[1]) else {
      throw ValidationError("expected a date as YYYY-MM-DD, like 2012-03-15")
    }
    guard (1...9999).contains(year) else {
      throw ValidationError("the year must be 0001 to 9999")
    }
    guard (1...12).contains(month) else {
      throw ValidationError("there is no month \(parts[1])")
    }
    let days = SimDate.daysIn(month: month, year: year)
    throw ValidationError(
      "\(text) does not exist: \(monthNames[month - 1]) \(parts[0]) has \(days) days")
  }
}

private let monthNames = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September",
  "October", "November", "December",
]
