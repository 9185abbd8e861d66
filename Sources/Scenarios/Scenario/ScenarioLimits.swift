import FlowEngine

/// The limits a scenario file puts on the values an action carries, named once so that the
/// loader and a saved session's replay (`SessionHistory`, `PlayShell`) hold a value to the same
/// bound: a journal record can never ask for more than a scenario file could.
///
/// A journal is a file anyone can edit; without these, one long string in one record (a
/// change's description of a million characters) costs every screen that shows it.
public enum ScenarioLimits {
  /// A Google Play change's description (`declare-change`), in characters.
  public static let changeDescriptionLength = 200
  /// A change's ID (kebab-case), in characters.
  public static let changeIDLength = 60
  /// A handle a child asks to communicate with (`ask-to-communicate`), in characters.
  public static let handleLength = 80
  /// The largest clock step a script takes at once (+3650 days, +120 months, +10 years), on
  /// every store: a journal's larger step is a damaged or hand-made record.
  public static let clockStep = (days: 3650, months: 120, years: 10)
  /// A region code (`region`, `{set: region …}`), in characters.
  public static let regionCodeLength = 40
  /// The most age gates an app may pass (`app-gates`): enough to break Apple's limit of three,
  /// few enough to read in a report.
  public static let appGateCount = 10
  /// The values an app gate may take (Apple's own rules are the simulated API's to enforce).
  public static let appGateValues = -999...999
  /// The most minimum ages Play Console is given at once (`set-age-ranges`).
  public static let playAgeRangeCount = 5
  /// The values a Play minimum age may take.
  public static let playAgeValues = 1...99
  /// The digits of a Screen Time passcode.
  public static let passcodeLength = 4
  /// The parent's choices on a question (`parent:`), by ID.
  public static let choiceIDs = ["approve", "decline", "approve-hour", "approve-day"]

  /// Whether `text` is a kebab-case ID: lowercase ASCII letters and digits in words joined by
  /// single hyphens (`video-calling`).
  public static func isKebabCase(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return words.allSatisfy { word in
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
  }

  /// What keeps `text` from being a line a scenario file could hold, at most `maximumLength`
  /// characters long, as a clause ("is 1000000 characters long (at most 200)"), or nil.
  ///
  /// Costs time linear in the text, and stops counting just past the limit, so a huge value is
  /// refused as quickly as it was read.
  public static func lineProblem(_ text: String, maximumLength: Int) -> String? {
    guard !text.isEmpty else { return "is empty" }
    if text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex)
      .map({ $0 < text.endIndex }) ?? false
    {
      return "is \(text.count) characters long (at most \(maximumLength))"
    }
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where TerminalSafeText.isUnsafe(scalar) && !TerminalSafeText.isBidiControl(scalar) {
      return "holds \(TerminalSafeText.escape(scalar)) at character \(offset + 1) (one line, "
        + "no control characters)"
    }
    return nil
  }
}
