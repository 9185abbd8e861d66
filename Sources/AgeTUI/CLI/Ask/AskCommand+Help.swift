import FlowEngine
import Scenarios
import StoreCommands
import Stores

extension AskCommand {
  /// The `--help` discussion: the defaults, the regions with each store's rules, and each
  /// store's own lists (Apple's OS versions), generated from the data.
  static var discussion: String {
    let stores = Stores.AskFlags.askStoreSummaries
    let places = RegionTable.builtIn.places
    let width = (places.map(\.code.rawValue.count).max() ?? 0) + 2
    let regions = places.map { region in
      let facts =
        ["adult at \(region.ageOfMajority)"]
        + stores.flatMap { $0.helpFacts(region) }
      return "  \(region.code.rawValue.padding(toLength: width))\(region.name) "
        + "(\(facts.joined(separator: "; ")))"
    }
    let defaults =
      ["Ask First", "answer share", "region \(RegionTable.defaultCode) (nonregulated)"]
      + stores.flatMap(\.helpDefaults) + ["--today the current date"]
    let storeLists = stores.flatMap(\.helpLists).map { "\($0)\n\n" }.joined()
    return """
      Defaults: \(defaults.joined(separator: ", ")). The cache starts empty.

      An API error (invalidRequest, notAvailable, invalidAccount) is an answer and exits 0; \
      bad usage exits non-zero.

      Regions (--region):
      \(regions.joined(separator: "\n"))
      Also \(RegionTable.sandboxCodes.joined(separator: " and ")): the sandbox account's setting.

      \(storeLists)Examples:
        agetui ask --age 14 --gates 13,16
        agetui ask --birthdate 2010-03-01 --today 2026-07-01 --gates 18 \\
          --region us-tx --format json
      """
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
