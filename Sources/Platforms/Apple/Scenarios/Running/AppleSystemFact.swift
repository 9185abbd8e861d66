import Apple
import FlowEngine
import Scenarios

/// Something the simulated system knows that the app never learns (birthdate, age, settings,
/// caches), for the "what the system knows" column.
public struct AppleSystemFact: Hashable, Sendable, Codable {
  /// The label: `Birthdate`, `Age Range for Apps`.
  public var label: String
  /// The value.
  public var value: String

  /// The facts about a simulation, in a fixed order.
  public static func facts(about simulation: AppleSimulation) -> [AppleSystemFact] {
    let world = simulation.world
    let person = world.person
    let region = world.region
    var facts = [
      AppleSystemFact(label: "Today", value: world.today.description),
      AppleSystemFact(
        label: "Birthdate",
        value: "\(person.birthdate) (\(person.name) is \(world.age); the app never learns this)"),
      AppleSystemFact(
        label: "Age Range for Apps",
        value:
          "\(person.sharingMode.title) (set by \(world.parentDecides ? "the parent" : person.name))"
      ),
      AppleSystemFact(
        label: "Region",
        value: describe(region, under: world.regionRule, on: world.today)
          + (world.lawRule.map { " \($0)" } ?? "")),
      AppleSystemFact(label: "OS", value: "iOS \(world.os.rawValue)"),
      AppleSystemFact(
        label: "Family Sharing",
        value: person.isInFamily
          ? "member" + (world.parentName.map { ", with parent \($0)" } ?? "") : "not a member"),
      AppleSystemFact(
        label: "Apple Account",
        value: (person.isSignedIn ? "signed in" : "signed out")
          + (person.isManagedAccount ? ", managed" : "") + "; \(person.verification.title)"),
      AppleSystemFact(
        label: "Communication limits", value: person.hasCommunicationLimits ? "on" : "off"),
    ]
    let cached = simulation.cache.entries.map { entry -> String in
      let answer: String
      switch entry.response {
      case .sharing(let shared): answer = "\(shared.range)"
      case .declinedSharing: answer = "declinedSharing"
      }
      let gates = entry.requestedGates.map(String.init).joined(separator: ", ")
      return "gates \(gates): \(answer), declared \(entry.declaredOn), until \(entry.validUntil)"
    }
    facts.append(
      AppleSystemFact(
        label: "Age-range cache", value: cached.isEmpty ? "empty" : cached.joined(separator: "; ")))
    facts.append(
      AppleSystemFact(
        label: "iCloud key-value store",
        value: simulation.keyValueStore.isEmpty
          ? "empty"
          : simulation.keyValueStore.sorted().map { "\($0) = true" }.joined(separator: ", ")))
    facts.append(
      AppleSystemFact(
        label: "App consent",
        value: simulation.consentRevoked ? "revoked (RESCIND_CONSENT sent)" : "not revoked"))
    let assumptions = world.assumptions
    facts.append(
      AppleSystemFact(
        label: "Assumptions",
        value:
          "declined sharing: \(assumptions.declinedSharing.title); "
          + "declines cached: \(assumptions.cachesDeclines); "
          + "gates clamped to majority: \(assumptions.clampsGatesToMajority); "
          + "regulated share notifies: \(assumptions.notifiesOnRegulatedShare); "
          + "law dates: \(assumptions.lawDates.title); "
          + "store dates: \(assumptions.storeDates.title) "
          + Confidence.assumption.tag))
    return facts
  }

  private static func describe(_ region: Region, under rule: AppleRegionRule, on date: SimDate)
    -> String
  {
    guard let law = rule.regulation(on: date) else {
      return "\(region.name) (\(region.code)): not regulated on \(date)"
    }
    let gates = law.imposedGates.map(String.init).joined(separator: ", ")
    let features = law.features.sorted().map(\.rawValue).joined(separator: ", ")
    return "\(region.name) (\(region.code)): regulated since \(law.from), gates \(gates), "
      + "features [\(features)]"
      + (law.sharesAutomatically ? ", shares automatically" : "")
      + " \(law.confidence.tag)"
  }
}
