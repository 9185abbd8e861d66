import Apple
import GooglePlay

extension AskPlatformKind {
  /// Apple's Declared Age Range: `requestAgeRange(ageGates:)`.
  static let apple = AskPlatformKind(
    platform: .apple,
    helpFacts: { region in
      AppleRegionRule.builtIn.rule(for: region.code).regulation.map { period in
        let until = period.until.map { " until \($0)" } ?? ""
        let gates = period.imposedGates.map(String.init).joined(separator: "/")
        let reading = period.reading.map { " under \($0.title)" } ?? ""
        let accounts = period.newAccountsOnly ? " for new accounts" : ""
        let assumed = period.unannounced ? " if Apple follows the statute (--store-dates)" : ""
        return "Apple: regulated from \(period.from)\(until)\(reading)\(accounts), gates "
          + "\(gates)\(assumed)"
      }
    },
    validate: { try $0.validateForApple() }, answer: { $0.answerForApple() })

  /// Google Play's Age Signals: `requestAgeSignalsAccess` and `checkAgeSignals`.
  static let googlePlay = AskPlatformKind(
    platform: .googlePlay,
    helpFacts: { region in
      PlayRegionRule.builtIn.rule(for: region.code).map { period in
        "Google Play: \(AskCommand.helpName(of: period.rule)) from \(period.from)"
          + (period.newAccountsOnly ? " for new accounts" : "")
          + (period.unannounced ? " if Play follows the statute (--store-dates)" : "")
      }
    },
    validate: { try $0.validateForGooglePlay() }, answer: { $0.answerForGooglePlay() })

  /// The platforms `ask` answers for, the default first: the one line a platform adds.
  static let builtIn: [AskPlatformKind] = [.apple, .googlePlay]
}
