import ArgumentParser
import Scenarios
import StoreCommands
import Stores

/// `ask --fault`: a failure a store's call returns, one of the values a registered store
/// injects, in any case, an underscore counting as a hyphen (``ValueSpelling``). The store
/// `--platform` names reads it; a value only another store takes is refused by name.
struct AskFaultArgument: ExpressibleByArgument, Sendable {
  /// The value, as the store that takes it spells it.
  let name: String

  init?(argument: String) {
    guard let name = ValueSpelling.first(argument, in: Self.allValueStrings, spelled: { $0 })
    else { return nil }
    self.name = name
  }

  /// The value, as `--help` shows a value.
  var defaultValueDescription: String { name }

  /// Every registered store's values, in the stores' order, each once.
  static var allValueStrings: [String] {
    var seen: Set<String> = []
    return Stores.AskFlags.askStoreSummaries.flatMap(\.faultNames).filter {
      seen.insert($0).inserted
    }
  }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
