import Apple
import ArgumentParser
import FlowEngine
import GooglePlay

// MARK: - Flag values

extension AskCommand {
  /// `--mode`: the Age Range for Apps setting.
  enum Mode: String, CaseIterable, ListedArgument {
    case alwaysShare = "always-share"
    case askFirst = "ask-first"
    case neverShare = "never-share"

    var sharingMode: SharingMode {
      switch self {
      case .alwaysShare: .alwaysShare
      case .askFirst: .askFirst
      case .neverShare: .neverShare
      }
    }
  }

  /// `--answer`: what the person taps on an Ask First prompt.
  enum Answer: String, CaseIterable, ListedArgument {
    case share
    case decline

    var promptAnswer: PromptAnswer {
      switch self {
      case .share: .share
      case .decline: .decline
      }
    }
  }

  /// `--verified`: how the account's age was checked; Apple's methods and Google Play's tiers.
  enum Verification: String, CaseIterable, ListedArgument {
    case payment
    case governmentID = "government-id"
    case other
    case tierC = "tier-c"
    case tierD = "tier-d"

    /// Apple's method; nil for a Google Play tier.
    var adultVerification: AdultVerification? {
      switch self {
      case .payment: .payment
      case .governmentID: .governmentID
      case .other: .other
      case .tierC, .tierD: nil
      }
    }

    /// Google Play's tier; nil for an Apple method.
    var playVerification: PlayAccount.Verification? {
      switch self {
      case .tierC: .tierC
      case .tierD: .tierD
      case .payment, .governmentID, .other: nil
      }
    }
  }

  /// `--in-family` / `--not-in-family`: Family Sharing membership.
  enum Family: String, EnumerableFlag {
    case inFamily
    case notInFamily

    static func help(for value: Family) -> ArgumentHelp? {
      switch value {
      case .inFamily:
        ArgumentHelp(
          "The person is in a Family Sharing group (default: when under the region's age of "
            + "majority).")
      case .notInFamily:
        ArgumentHelp(
          "The person is not in a Family Sharing group (default: at or over the age of "
            + "majority).")
      }
    }
  }
}
