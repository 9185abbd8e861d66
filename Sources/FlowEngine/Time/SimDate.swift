/// A calendar day on the simulated clock.
///
/// FlowEngine never reads the real clock: every date enters through a scenario, an action or a
/// command-line flag. Dates are proleptic Gregorian days without a time zone, which is all the
/// age-assurance rules need (birthdays, anniversaries and effective dates are whole days).
public struct SimDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The year, e.g. 2026.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// Creates a date, or nil when the day does not exist (e.g. 2026-02-29).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...SimDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, or returns nil when the text is not a real date in that form.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Creates the date a number of days after 1970-01-01 (negative for earlier days).
  public init(daysSinceEpoch days: Int) {
    // Howard Hinnant's civil-from-days algorithm: exact for every Gregorian date.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.month = month
    self.day = day
  }

  /// The number of days since 1970-01-01.
  public var daysSinceEpoch: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// `YYYY-MM-DD`, the year padded to four digits so the text parses back.
  public var description: String {
    let yearText = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
    let paddedMonth = month < 10 ? "0\(month)" : "\(month)"
    let paddedDay = day < 10 ? "0\(day)" : "\(day)"
    return "\(paddedYear)-\(paddedMonth)-\(paddedDay)"
  }

  /// Orders dates by day.
  public static func < (lhs: SimDate, rhs: SimDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  // MARK: - Arithmetic

  /// The first and last days a date can be (0001-01-01 and 9999-12-31), in days since 1970.
  static let dayRange = -719_162...2_932_896
  /// The first and last months, counted as `year * 12 + month - 1`.
  static let monthRange = 12...(9999 * 12 + 11)

  /// The date a number of days later (earlier when negative), kept within years 1 to 9999: the
  /// arithmetic never overflows, whatever the count.
  public func adding(days: Int) -> SimDate {
    let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
    let range = Self.dayRange
    let day = overflow ? (days > 0 ? range.upperBound : range.lowerBound) : sum
    return SimDate(daysSinceEpoch: min(max(day, range.lowerBound), range.upperBound))
  }

  /// The same day a number of months later; a day the target month lacks becomes its last day.
  /// Kept within years 1 to 9999, without overflow.
  public func adding(months: Int) -> SimDate {
    let range = Self.monthRange
    let start = min(max(year, 1), 9999) * 12 + month - 1
    let (sum, overflow) = start.addingReportingOverflow(months)
    let unbounded = overflow ? (months > 0 ? range.upperBound : range.lowerBound) : sum
    let monthIndex = min(max(unbounded, range.lowerBound), range.upperBound)
    let newYear = monthIndex / 12
    let newMonth = monthIndex % 12 + 1
    let newDay = min(day, SimDate.daysIn(month: newMonth, year: newYear))
    return SimDate(clampedYear: newYear, month: newMonth, day: newDay)
  }

  /// The same day a number of years later; 29 February becomes 28 February in common years.
  public func adding(years: Int) -> SimDate {
    let (months, overflow) = years.multipliedReportingOverflow(by: 12)
    return adding(months: overflow ? (years > 0 ? Int.max : Int.min) : months)
  }

  /// The whole years from `self` to `date`, as a birthday counts them (0 when `date` is earlier).
  ///
  /// A 29 February birthday is reached on 1 March in common years (28 February still comes
  /// before it in the month-day order), as most laws count it.
  public func wholeYears(until date: SimDate) -> Int {
    guard date >= self else { return 0 }
    let years = date.year - year
    return (date.month, date.day) < (month, day) ? years - 1 : years
  }

  /// The first yearly recurrence of this date strictly after `date` (a birthday or anniversary),
  /// and never `self` itself.
  ///
  /// 29 February recurs on 1 March in common years: the day `wholeYears(until:)` goes up, so
  /// jumping to a birthday always changes the age.
  public func nextRecurrence(after date: SimDate) -> SimDate {
    var candidateYear = max(year + 1, date.year)
    while recurrence(in: candidateYear) <= date { candidateYear += 1 }
    return recurrence(in: candidateYear)
  }

  /// This date's recurrence in a year: the same month and day, or 1 March for 29 February in a
  /// common year.
  private func recurrence(in year: Int) -> SimDate {
    if month == 2, day == 29, !SimDate.isLeap(year) {
      return SimDate(clampedYear: year, month: 3, day: 1)
    }
    return SimDate(clampedYear: year, month: month, day: day)
  }

  /// The number of days in a month.
  public static func daysIn(month: Int, year: Int) -> Int {
    if month == 2 { return isLeap(year) ? 29 : 28 }
    return [4, 6, 9, 11].contains(month) ? 30 : 31
  }

  /// Whether a year has 29 February.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  // MARK: - Codable

  /// Decodes a `YYYY-MM-DD` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = SimDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a date as YYYY-MM-DD, found \"\(text)\"")
    }
    self = date
  }

  /// Encodes as a `YYYY-MM-DD` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private init(clampedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}
