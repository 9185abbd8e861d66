import FlowEngine
import GooglePlay
import Scenarios

// MARK: - A region row's `google-play` key

extension ScenarioLoader {
  static let playPeriodKeys = [
    "from", "rule", "source", "confidence", "new-accounts-only", "new-accounts-from",
    "unannounced",
  ]

  /// A row's `google-play` periods: from which day Play answers under which rule (reference
  /// §6.3, §8.1). The row's source and confidence stand for a period's own when it has none.
  func playPeriods(from node: ScenarioNode?, region: Region) throws(ScenarioError)
    -> [PlayRegionPeriod]
  {
    guard let node else { return [] }
    var periods: [PlayRegionPeriod] = []
    for item in try node.list(maximumCount: 20, allowEmpty: true) {
      let fields = try item.mapping(keys: Self.playPeriodKeys)
      let fromNode = try fields.required("from")
      let from = try fromNode.date()
      if let last = periods.last, from <= last.from {
        throw fromNode.error(
          "the period starts (\(from)) on or before the one above it (\(last.from)); list "
            + "periods oldest first")
      }
      periods.append(
        PlayRegionPeriod(
          from: from, rule: try fields.required("rule").choice(Self.playRules(in: region)),
          source: try fields.optional("source")?.text(maximumLength: 500) ?? region.source,
          confidence: try fields.optional("confidence")?.choice(Self.confidences)
            ?? region.confidence,
          newAccountsOnly: try fields.optional("new-accounts-only")?.boolean() ?? false,
          newAccountsFrom: try newAccountsFrom(in: fields),
          unannounced: try fields.optional("unannounced")?.boolean() ?? false))
    }
    return periods
  }

  /// The rule names a `google-play` period may use, with what each means in `region`.
  private static func playRules(in region: Region) -> KeyValuePairs<String, PlayRegionRule> {
    [
      "app-store-law": .appStoreLaw(name: region.name),
      "age-bracket-law": .ageBracketLaw(name: region.name),
      "declared-or-unknown": .declaredOrUnknown, "sharing-modes": .sharingModes,
    ]
  }
}
