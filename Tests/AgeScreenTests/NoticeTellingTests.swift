import AgeScreen
import CustomDump
import FlowEngine
import Testing

/// Every store's notice line for what an action wrote comes from one rule (``Notice/telling``):
/// the first refusal, else the last entry that tells what happened, else the last entry, with
/// the reason the store gives; nothing written says so.
@Suite struct NoticeTellingTests {
  typealias Entry = StoreTraceEntry<String, String>

  static func entry(_ kind: TraceKind, _ summary: String, detail: String? = nil) -> Entry {
    Entry(
      sequence: 1, date: SimDate(daysSinceEpoch: 0), from: "child", to: "app", kind: kind,
      device: nil, summary: summary, detail: detail)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let entries: [Entry]
    let expected: Notice
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing written", entries: [], expected: Notice(.info, "Nothing happened.")),
    Case(
      name: "a refusal wins over what told",
      entries: [
        entry(.response, "answered"), entry(.rejected, "refused", detail: "refused: too young"),
        entry(.rejected, "refused again", detail: "refused: twice"),
      ],
      expected: Notice(.warning, "too young")),
    Case(
      name: "the last entry that tells, with its reason",
      entries: [
        entry(.request, "asked"), entry(.response, "answered", detail: "because"),
        entry(.flow, "bookkeeping"),
      ],
      expected: Notice(.success, "CHILD → APP: answered — because")),
    Case(
      name: "else the last entry",
      entries: [entry(.request, "asked"), entry(.flow, "bookkeeping")],
      expected: Notice(.success, "CHILD → APP: bookkeeping")),
  ]

  @Test(arguments: cases)
  func theNoticeSaysWhatTheEntriesTell(_ test: Case) {
    let notice = Notice.telling(
      test.entries, title: { $0.uppercased() },
      refusal: { entry in
        guard let detail = entry.detail, detail.hasPrefix("refused: ") else { return nil }
        return String(detail.dropFirst("refused: ".count))
      },
      why: { $0.hasPrefix("refused: ") ? nil : $0 })
    expectNoDifference(notice, test.expected)
  }
}
