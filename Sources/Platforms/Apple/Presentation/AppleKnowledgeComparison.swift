import Apple
import FlowEngine

/// What the app learned so far beside what the system knows: the privacy story in two columns.
public struct AppleKnowledgeComparison: Hashable, Sendable {
  /// The app's side as it stands: the latest answer to `requestAgeRange` first, then the
  /// latest of every other kind of fact, newest first. Never a birthdate.
  public var appLearned: [String]
  /// Earlier answers to `requestAgeRange`, newest first, each with the trace entry that
  /// delivered it ("#20 declinedSharing"): history, never read as what the app knows now.
  public var earlierAnswers: [String]
  /// The system's side: birthdate, exact age, settings, cache.
  public var systemKnows: [String]

  /// Compares the two sides in a simulation.
  public init(_ simulation: AppleSimulation) {
    let world = simulation.world
    var answers: [LedgerEntry<AppleLearnedFact>] = []
    var others: [LedgerEntry<AppleLearnedFact>] = []
    for entry in simulation.ledger.reversed() {
      if let kind = Self.kind(of: entry.fact) {
        if !others.contains(where: { Self.kind(of: $0.fact) == kind }) { others.append(entry) }
      } else if answers.last?.fact.summary != entry.fact.summary {
        // The same answer twice in a row (two requests, or the cache) is one answer.
        answers.append(entry)
      }
    }
    let learned = answers.prefix(1).map(\.fact.summary) + others.map(\.fact.summary)
    appLearned = learned.isEmpty ? ["nothing yet"] : learned
    earlierAnswers = answers.dropFirst().map { "#\($0.sequence) \($0.fact.summary)" }
    let person = world.person
    var knows = [
      "birthdate \(person.birthdate) (age \(world.age))",
      "sharing: \(person.sharingMode.title)",
      "region: \(world.region.code), iOS \(world.os.rawValue)",
      "account: \(person.isSignedIn ? "signed in" : "signed out"), \(person.verification.title.lowercased())",
    ]
    for entry in simulation.cache.entries {
      let gates = entry.requestedGates.map(String.init).joined(separator: ",")
      knows.append("cache [\(gates)] declared \(entry.declaredOn), renews \(entry.validUntil)")
    }
    systemKnows = knows
  }

  /// Which facts replace each other: nil for an answer to `requestAgeRange`, whose history
  /// is kept.
  private static func kind(of fact: AppleLearnedFact) -> String? {
    switch fact {
    case .ageRange, .declinedSharing, .ageRangeError: nil
    case .eligibility: "eligibility"
    case .regulatoryFeatures: "regulatory-features"
    case .parentAnswer: "parent-answer"
    case .askError: "ask-error"
    case .permissionResult: "permission-result"
    case .acknowledged: "acknowledged"
    case .consentRevoked: "consent-revoked"
    }
  }
}
