import FlowEngine
import Reports
import Scenarios

/// A context the transition table tries every transition under: the obligations the regulatory
/// check found, and what the app does when the person declines to share.
struct AppleFlowCondition: Hashable, Sendable {
  /// Whether parental consent is required.
  var consent: Bool
  /// Whether adult notification is required.
  var notification: Bool
  /// The declined-sharing assumption.
  var policy: DeclinedSharingPolicy

  /// Every combination.
  static let all: [AppleFlowCondition] = [false, true].flatMap { consent in
    [false, true].flatMap { notification in
      DeclinedSharingPolicy.allCases.map {
        AppleFlowCondition(consent: consent, notification: notification, policy: $0)
      }
    }
  }

  /// The obligations as the flow state holds them.
  var features: [RegulatoryFeature] {
    var features: [RegulatoryFeature] = []
    if consent || notification { features.append(.declaredAgeRangeRequired) }
    if notification { features.append(.significantAppChangeRequiresAdultNotification) }
    if consent { features.append(.significantAppChangeRequiresParentalConsent) }
    return features
  }

  /// The conditions as words, or nil when the set holds every condition: the fewest
  /// restrictions (`parental consent required`, `no adult notification required and declined
  /// sharing treated as a minor`) whose union is exactly the set, joined by "or".
  static func describe(_ conditions: Set<AppleFlowCondition>) -> String? {
    guard conditions.count < all.count else { return nil }
    // Each axis is fixed to a value or left free: 3 × 3 × 3 candidate restrictions, tried from
    // the most general, each kept when it lies inside the set and covers something new.
    let consentChoices: [Bool?] = [nil, true, false]
    let notificationChoices: [Bool?] = [nil, true, false]
    let policyChoices: [DeclinedSharingPolicy?] = [nil] + DeclinedSharingPolicy.allCases
    var candidates: [(Bool?, Bool?, DeclinedSharingPolicy?)] = []
    for consent in consentChoices {
      for notification in notificationChoices {
        for policy in policyChoices { candidates.append((consent, notification, policy)) }
      }
    }
    candidates.sort { freeCount($0) > freeCount($1) }
    var covered: Set<AppleFlowCondition> = []
    var parts: [String] = []
    for candidate in candidates {
      let members = all.filter { matches($0, candidate) }
      guard !members.isEmpty, members.allSatisfy(conditions.contains),
        !members.allSatisfy(covered.contains)
      else { continue }
      covered.formUnion(members)
      parts.append(text(candidate))
      if covered == conditions { break }
    }
    return parts.joined(separator: " or ")
  }

  private static func freeCount(_ candidate: (Bool?, Bool?, DeclinedSharingPolicy?)) -> Int {
    (candidate.0 == nil ? 1 : 0) + (candidate.1 == nil ? 1 : 0) + (candidate.2 == nil ? 1 : 0)
  }

  private static func matches(
    _ condition: AppleFlowCondition, _ candidate: (Bool?, Bool?, DeclinedSharingPolicy?)
  ) -> Bool {
    (candidate.0.map { $0 == condition.consent } ?? true)
      && (candidate.1.map { $0 == condition.notification } ?? true)
      && (candidate.2.map { $0 == condition.policy } ?? true)
  }

  private static func text(_ candidate: (Bool?, Bool?, DeclinedSharingPolicy?)) -> String {
    var words: [String] = []
    if let consent = candidate.0 {
      words.append(consent ? "parental consent required" : "no parental consent required")
    }
    if let notification = candidate.1 {
      words.append(
        notification ? "adult notification required" : "no adult notification required")
    }
    switch candidate.2 {
    case .block?: words.append("declined sharing blocks")
    case .treatAsMinor?: words.append("declined sharing treated as a minor")
    case nil: break
    }
    return words.joined(separator: " and ")
  }
}
