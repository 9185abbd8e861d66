/// What a journal holds, line by line: the records that decode, the lines that do not, and how
/// the file ends. Built by ``SessionJournal/read()`` without changing the file.
struct JournalContents<Record> {
  /// A record and the line it is on (the header is line 1).
  struct Entry {
    /// The line number in the file.
    var line: Int
    /// The record.
    var record: Record
  }

  /// A line in the middle of the journal that is not a record, and why.
  struct SkippedLine: Equatable {
    /// The line number in the file.
    var line: Int
    /// What is wrong with it ("not valid JSON").
    var problem: String
  }

  /// The records, in file order.
  var entries: [Entry] = []
  /// The complete lines that are not records; each is skipped, the rest still count.
  var skipped: [SkippedLine] = []
  /// The line number of a last line that was cut short (no newline, not a whole record).
  var tornLine: Int?
  /// Whether the last record is whole but its newline is missing (it is kept).
  var lacksFinalNewline = false

  /// The records alone.
  var records: [Record] { entries.map(\.record) }

  /// Whether something in the file could not be used (a skipped or torn line).
  var hasLostLines: Bool { !skipped.isEmpty || tornLine != nil }

  /// One sentence about the lines that could not be used, naming the file as `fileName`, or nil
  /// when there are none.
  func problems(fileName: String) -> String? {
    var parts: [String] = []
    if let first = skipped.first {
      if skipped.count == 1 {
        parts.append(
          "line \(first.line) of \(fileName) is not a session record (\(first.problem)) and was "
            + "skipped")
      } else {
        let lines = skipped.map { String($0.line) }
        parts.append(
          "lines \(lines.dropLast().joined(separator: ", ")) and \(lines.last ?? "") of "
            + "\(fileName) are not session records (line \(first.line): \(first.problem)) and "
            + "were skipped")
      }
    }
    if let tornLine {
      if entries.isEmpty && skipped.isEmpty {
        parts.append(
          "the first record of \(fileName) (line \(tornLine), the scenario it opened) was cut "
            + "short")
      } else {
        parts.append("the last change in \(fileName) was cut short and is dropped")
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
