/// What the app learned so far beside what the system knows: the privacy story in two columns.
public struct KnowledgeComparison: Hashable, Sendable {
  /// The app's side: ranges, declarations, answers. Never a birthdate.
  public var appLearned: [String]
  /// The system's side: birthdate, exact age, settings, cache.
  public var systemKnows: [String]

  /// Compares the two sides in a simulation.
  public init(_ simulation: Simulation) {
    let world = simulation.world
    var learned: [String] = []
    var seen: Set<String> = []
    for entry in simulation.ledger.reversed() {
      let line = entry.fact.summary
      guard !seen.contains(line) else { continue }
      seen.insert(line)
      learned.append(line)
    }
    appLearned = learned.isEmpty ? ["nothing yet"] : learned.reversed()
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
}
