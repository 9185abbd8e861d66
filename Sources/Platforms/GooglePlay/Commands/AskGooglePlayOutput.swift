import FlowEngine
import GooglePlay
import Reports
import Scenarios

/// What `agetui ask --platform google-play` prints: the app's calls and their answers in
/// Google's own field names and values, then why.
enum AskGooglePlayOutput {
  /// One JSON object, a key per call the app made, in order. A call's object holds exactly the
  /// fields of the chosen library (0.0.3: `userStatus`, `ageLower`, `ageUpper`,
  /// `mostRecentApprovalDate`, `installId`; 0.0.4: `ageSignalsStatus`, then `ageLower`,
  /// `ageUpper`, `ageRangeSource`, `significantChangeStatus`, `significantChangeApprovalDate`,
  /// `installId`), `null` where Google returns null; `checkAgeSignals` is `null` when 0.0.4's
  /// access was not `SHARED` (the app may not call it). A failed call is `{"errorCode": -3,
  /// "error": "NETWORK_ERROR", "retryable": true}`.
  static func json(_ answer: AgeSignalsAnswer, sdk: AgeSignalsSDK) -> String {
    var calls: [(String, JSONValue)] = []
    if let failure = answer.failure {
      calls.append(
        (
          failure.call.rawValue,
          .object([
            ("errorCode", .int(failure.error.code)), ("error", .string(failure.error.rawValue)),
            ("retryable", .bool(failure.error.isRetryable)),
          ])
        ))
      return JSONValue.object(calls).rendered()
    }
    switch sdk {
    case .v004:
      calls.append(
        (
          AgeSignalsCall.requestAgeSignalsAccess.rawValue,
          .object([("ageSignalsStatus", .optional(answer.access?.rawValue))])
        ))
      calls.append(
        (AgeSignalsCall.checkAgeSignals.rawValue, answer.result.map(fieldsV004) ?? .null))
    case .v003:
      calls.append(
        (AgeSignalsCall.checkAgeSignals.rawValue, answer.result.map(fieldsV003) ?? .null))
    }
    return JSONValue.object(calls).rendered()
  }

  private static func fieldsV004(_ result: AgeSignalsResult) -> JSONValue {
    .object([
      ("ageLower", .optional(result.ageLower)), ("ageUpper", .optional(result.ageUpper)),
      ("ageRangeSource", .optional(result.ageRangeSource?.rawValue)),
      ("significantChangeStatus", .optional(result.significantChangeStatus?.rawValue)),
      ("significantChangeApprovalDate", .optional(result.approvalDate?.description)),
      ("installId", .optional(result.installID)),
    ])
  }

  private static func fieldsV003(_ result: AgeSignalsResult) -> JSONValue {
    .object([
      ("userStatus", .optional(result.userStatus?.rawValue)),
      ("ageLower", .optional(result.ageLower)), ("ageUpper", .optional(result.ageUpper)),
      ("mostRecentApprovalDate", .optional(result.approvalDate?.description)),
      ("installId", .optional(result.installID)),
    ])
  }

  /// A line per call (`requestAgeSignalsAccess → SHARED (no prompt)`, `checkAgeSignals → 13–15,
  /// TIER_B (parent-managed), …`), then the reasons.
  static func text(_ answer: AgeSignalsAnswer, sdk: AgeSignalsSDK) -> String {
    var lines: [String] = []
    if let failure = answer.failure {
      lines.append(
        "\(failure.call.rawValue) threw \(failure.error.rawValue) (\(failure.error.code))")
    } else {
      if sdk == .v004 {
        let prompt = answer.promptShown ? "Play's in-app prompt shown" : "no prompt"
        lines.append(
          "requestAgeSignalsAccess → \(answer.access?.rawValue ?? "null") (\(prompt))")
      }
      lines.append(
        "checkAgeSignals → " + (answer.result.map { summary($0, sdk: sdk) } ?? "not called"))
    }
    return (lines + answer.reasons).map { TerminalSafeText.escaping($0, keepsNewlines: false) }
      .joined(separator: "\n")
  }

  private static func summary(_ result: AgeSignalsResult, sdk: AgeSignalsSDK) -> String {
    var parts: [String] = []
    switch sdk {
    case .v003: parts.append("userStatus \(result.userStatus?.rawValue ?? "null")")
    case .v004: break
    }
    switch (result.ageLower, result.ageUpper) {
    case (let lower?, let upper?): parts.append("\(lower)–\(upper)")
    case (let lower?, nil): parts.append("\(lower)+")
    case (nil, _): parts.append("no ages")
    }
    if let source = result.ageRangeSource {
      parts.append("\(source.rawValue) (\(source.meaning))")
    }
    if sdk == .v004 {
      parts.append("significantChangeStatus \(result.significantChangeStatus?.rawValue ?? "null")")
    }
    if let date = result.approvalDate {
      parts.append("approved changes effective \(date)")
    }
    parts.append("installId \(result.installID ?? "null")")
    return parts.joined(separator: ", ")
  }
}
