import ArgumentParser
import Scenarios
import StoreCommands
import Stores

/// `ask --verified`: how the account's age was checked, one of the words a registered store
/// takes (Apple's methods, Google Play's tiers), in any case (``ValueSpelling``). The store
/// `--platform` names reads it; a word of another store is refused by name.
struct AskVerificationArgument: ExpressibleByArgument, Sendable {
  /// The word, as the store that takes it spells it.
  let word: String

  init?(argument: String) {
    guard let word = ValueSpelling.first(argument, in: Self.allValueStrings, spelled: { $0 })
    else { return nil }
    self.word = word
  }

  /// The word, as `--help` shows a value.
  var defaultValueDescription: String { word }

  /// Every registered store's words, in the stores' order.
  static var allValueStrings: [String] {
    Stores.AskFlags.askStoreSummaries.flatMap(\.verificationMethods)
  }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
