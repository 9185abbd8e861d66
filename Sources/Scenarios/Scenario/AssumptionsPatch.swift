import FlowEngine

/// Changes to some of the assumptions; the rest keep their current values.
public struct AssumptionsPatch: Hashable, Sendable {
  /// A new `declinedSharing` policy.
  public var declinedSharing: DeclinedSharingPolicy?
  /// A new `cachesDeclines`.
  public var cachesDeclines: Bool?
  /// A new `clampsGatesToMajority`.
  public var clampsGatesToMajority: Bool?
  /// A new `notifiesOnRegulatedShare`.
  public var notifiesOnRegulatedShare: Bool?
  /// A new `lawDates` reading.
  public var lawDates: LawReading?
  /// A new `storeDates` reading.
  public var storeDates: StoreDateReading?

  /// A patch of the assumptions given; nil leaves one as it is.
  public init(
    declinedSharing: DeclinedSharingPolicy? = nil, cachesDeclines: Bool? = nil,
    clampsGatesToMajority: Bool? = nil, notifiesOnRegulatedShare: Bool? = nil,
    lawDates: LawReading? = nil, storeDates: StoreDateReading? = nil
  ) {
    self.declinedSharing = declinedSharing
    self.cachesDeclines = cachesDeclines
    self.clampsGatesToMajority = clampsGatesToMajority
    self.notifiesOnRegulatedShare = notifiesOnRegulatedShare
    self.lawDates = lawDates
    self.storeDates = storeDates
  }

  /// The assumptions with this patch applied.
  public func applied(to assumptions: Assumptions) -> Assumptions {
    var result = assumptions
    if let declinedSharing { result.declinedSharing = declinedSharing }
    if let cachesDeclines { result.cachesDeclines = cachesDeclines }
    if let clampsGatesToMajority { result.clampsGatesToMajority = clampsGatesToMajority }
    if let notifiesOnRegulatedShare { result.notifiesOnRegulatedShare = notifiesOnRegulatedShare }
    if let lawDates { result.lawDates = lawDates }
    if let storeDates { result.storeDates = storeDates }
    return result
  }

  /// `declined-sharing: treat-as-minor, caches-declines: false`, as a file writes it.
  public var text: String {
    var parts: [String] = []
    if let declinedSharing { parts.append("declined-sharing: \(declinedSharing.rawValue)") }
    if let cachesDeclines { parts.append("caches-declines: \(cachesDeclines)") }
    if let clampsGatesToMajority {
      parts.append("clamps-gates-to-majority: \(clampsGatesToMajority)")
    }
    if let notifiesOnRegulatedShare {
      parts.append("notifies-on-regulated-share: \(notifiesOnRegulatedShare)")
    }
    if let lawDates { parts.append("law-dates: \(lawDates.rawValue)") }
    if let storeDates { parts.append("store-dates: \(storeDates.rawValue)") }
    return parts.joined(separator: ", ")
  }
}
