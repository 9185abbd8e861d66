import ArgumentParser
import Reports
import Scenarios

/// `--format`, parsed against the formats one report is written in (`Report.formats`), by
/// ``ValueSpelling``'s rule (any case): a value it does not take is ArgumentParser's usage error, naming the ones it does (exit 64), and
/// `--help` and the shell completions list them, in the report's order.
struct FormatOption<Printed: Report>: ExpressibleByArgument, Hashable, Sendable {
  /// The format chosen.
  let value: ReportFormat

  /// A format the report is written in (a command's default).
  init(_ value: ReportFormat) {
    self.value = value
  }

  init?(argument: String) {
    guard let value = ValueSpelling.first(argument, in: Printed.formats, spelled: \.rawValue)
    else { return nil }
    self.value = value
  }

  static var allValueStrings: [String] { Printed.formats.map(\.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  var defaultValueDescription: String { value.rawValue }
}
