import AmazonAppstore
import Reports
import Scenarios
import StoreCommands

/// The one row `GetUserAgeData` returned to `agetui ask --platform amazon-appstore`: a live
/// answer by amazon.md §5's rule, or the canned row of a test option (amazon.md §4).
struct AmazonAskAnswer: AskAnswer {
  /// The URI the app queried.
  let uri: String
  /// The row and why it is so.
  let answer: AmazonAnswer

  /// The live answer; `consent` is the consent simulated, for the approval date's reason.
  init(live answer: AmazonAnswer, consent: AmazonConsent) {
    uri = GetUserAgeData.productionURI
    var reasons = answer.reasons
    if answer.row.mostRecentApprovalDate != nil, consent == .granted {
      reasons.append(
        "mostRecentApprovalDate is --today at midnight UTC: AgeTUI's stand-in for the time "
          + "of the parent's consent, which ask does not simulate [I].")
    }
    self.answer = AmazonAnswer(row: answer.row, reasons: reasons)
  }

  /// The canned row of `option`, with what amazon.md §4 leaves unsettled about it.
  init(testOption option: AmazonTestOption) {
    uri = option.uri
    answer = AmazonAnswer(row: option.answer, reasons: Self.reasons(option))
  }

  /// The six columns, Amazon's keys in Amazon's order, `null` where the row holds NULL.
  var json: String {
    JSONValue.object(
      zip(AmazonUserAgeData.columns, answer.row.cells).map { key, cell in
        switch cell {
        case .string(let text): (key, .string(text))
        case .integer(let number): (key, .int(number))
        case .null: (key, .null)
        }
      }
    ).rendered()
  }

  /// The query and its row, each value explained in a sentence, then why.
  var text: String {
    let row = answer.row
    let lines =
      ["query \(uri) → one row: \(row.summary)"] + row.explanation + ["Why:"]
      + answer.reasons.map { "- \($0)" }
    return lines.map { TerminalSafeText.escaping($0, keepsNewlines: false) }
      .joined(separator: "\n")
  }

  /// What the sample says of `option`, and where the public ports disagree (amazon.md §4).
  private static func reasons(_ option: AmazonTestOption) -> [String] {
    var reasons = [
      "Amazon's sample TestContentProvider, testOption=\(option.rawValue): a canned row of "
        + "non-production values (amazon.md §4 [V]); no person, day or place is read."
    ]
    switch option {
    case .verifiedAdult, .unknown, .supervised16To17, .notApplicable:
      break
    case .supervisedUnder13:
      reasons.append("The +02:00 offset is the sample's as WP ports it; WK writes Z [U].")
    case .supervised13To15:
      reasons.append(
        "SUPERVISED as WK's and RN's ports and the option's meaning; WP's port says UNKNOWN [U].")
    case .consentNotGranted:
      reasons.append(
        "0–12 and the +02:00 offset as WP's port and RN's comment; WK has 13–15, RN's "
          + "provider nulls [U]. Added 2025-11-21: before it, today's 7–11 were 6–10 [I].")
    case .appNotOwned, .internalTransientError, .internalError, .featureNotSupported:
      reasons.append(
        "userStatus \"\" as WP's port of the sample; RN's port leaves it null [U]. Retry: "
          + (option.answer.responseStatus.isRetryable
            ? "yes, with backoff, a few times [I]." : "no (amazon.md §9 [I])."))
    }
    if option.answer.userId != nil {
      reasons.append(
        "userId is the readable start of the sample's test ID; the rest was cut from every "
          + "copy read (amazon.md §2 [U]).")
    }
    return reasons
  }
}
