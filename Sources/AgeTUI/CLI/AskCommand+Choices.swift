import ArgumentParser
import FlowEngine

// MARK: - Flag values

extension AskCommand {
  /// `--mode`: the Age Range for Apps setting.
  enum Mode: String, CaseIterable, ExpressibleByArgument {
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
  enum Answer: String, CaseIterable, ExpressibleByArgument {
    case share
    case decline

    var promptAnswer: PromptAnswer {
      switch self {
      case .share: .share
      case .decline: .decline
      }
    }
  }

  /// `--verified`: how the account's age was checked.
  enum Verification: String, CaseIterable, ExpressibleByArgument {
    case payment
    case governmentID = "government-id"
    case other

    var adultVerification: AdultVerification {
      switch self {
      case .payment: .payment
      case .governmentID: .governmentID
      case .other: .other
      }
    }
  }

  /// `--format`: how the answer is printed.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
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
