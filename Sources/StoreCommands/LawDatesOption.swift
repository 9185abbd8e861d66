import ArgumentParser
import FlowEngine

/// `--law-dates`: which start dates Utah's and Louisiana's laws use on Apple's side, for the
/// commands that answer without a scenario (`ask`, `explore`); a scenario says it in
/// `assumptions.law-dates`.
public struct LawDatesOption: ParsableArguments {
  /// `--law-dates`'s help, the same wherever the flag is taken.
  public static let help = ArgumentHelp(
    "Which start dates Utah's and Louisiana's laws use: statute (2027) or apple-announced "
      + "(2026, new accounts).", valueName: "reading")

  /// The reading chosen.
  @Option(name: .customLong("law-dates"), help: LawDatesOption.help)
  public var reading: LawReading = .statute

  /// The statute's dates unless `--law-dates` says otherwise.
  public init() {}
}
