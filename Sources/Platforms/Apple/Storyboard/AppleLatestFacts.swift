import Apple
import FlowEngine
import Storyboard

/// The ledger as the pictures and the page read it, kept step by step: every answer to
/// `requestAgeRange` (few: one a prompt or launch), and the latest entry of each other kind of
/// fact on each device, in order.
///
/// `AppleChildDevicePresentation` asks the ledger only for the latest entry matching a kind (the
/// latest age-range answer, the latest PermissionKit word), whether a kind ever occurred, and
/// for the very last entry; `AppleKnowledgeComparison` for every answer and the latest entry of each
/// other kind. Each of those is the same in this ledger as in the whole one. Scanning the whole ledger at every step made a long storyboard cost the square of its
/// length; this one grows by the step's new entries only.
/// (`LatestFactsTests` checks the presentations agree, for every built-in and a long script.)
struct AppleLatestFacts {
  private var entries: [LedgerEntry<AppleLearnedFact>] = []
  private var seen = 0

  /// `simulation` with its ledger cut to the latest entry of each kind on each device, taking
  /// in the entries added since the last call (calls go forward through one run).
  mutating func simulation(_ simulation: AppleSimulation) -> AppleSimulation {
    let ledger = simulation.ledger
    if ledger.count < seen {
      entries = []
      seen = 0
    }
    while seen < ledger.count {
      let entry = ledger[seen]
      let kind = Self.kind(of: entry.fact)
      if let kind {
        entries.removeAll { $0.device == entry.device && Self.kind(of: $0.fact) == kind }
      }
      entries.append(entry)
      seen += 1
    }
    var cut = simulation
    cut.ledger = AppendLog(entries)
    return cut
  }

  /// Which entries replace each other; nil for answers to `requestAgeRange`, all kept.
  private static func kind(of fact: AppleLearnedFact) -> Int? {
    switch fact {
    case .ageRange, .declinedSharing, .ageRangeError: nil
    case .eligibility: 0
    case .regulatoryFeatures: 1
    case .parentAnswer: 5
    case .askError: 6
    case .permissionResult: 7
    case .acknowledged: 8
    case .consentRevoked: 9
    }
  }
}
