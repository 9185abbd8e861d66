/// Behaviour the reference marks inferred or unknown ([I]/[U]), as settings the user can change.
///
/// Each field is shown in Settings and in transcripts as an assumption, never as fact, and can be
/// set in a scenario file under `assumptions:`. `docs/assumptions.md` lists them with reasons.
public struct Assumptions: Hashable, Sendable, Codable {
  /// What a cautious app does when the person declines to share (Apple's sample shows no
  /// branch, reference §3 [U]).
  public var declinedSharing: DeclinedSharingPolicy
  /// Whether an Ask First decline is cached like a share, so the prompt returns only at the
  /// anniversary (WWDC25: "it will only prompt on the anniversary of the original response").
  public var cachesDeclines: Bool
  /// Whether gates above the age of majority are lowered to it ("the API will set a regional
  /// max for any age provided"; how is not documented).
  public var clampsGatesToMajority: Bool
  /// Whether an automatic share in a regulated region shows the same notification as Always
  /// Share.
  public var notifiesOnRegulatedShare: Bool
  /// Which start dates the laws use where the statute and Apple disagree (reference §8.1).
  public var lawDates: LawReading
  /// Whether a store that has given no date of its own for a law follows the statute's
  /// (reference §9.1: Alabama on both stores, California on one).
  public var storeDates: StoreDateReading

  /// Creates assumptions; the defaults are AgeTUI's choices.
  public init(
    declinedSharing: DeclinedSharingPolicy = .block, cachesDeclines: Bool = true,
    clampsGatesToMajority: Bool = true, notifiesOnRegulatedShare: Bool = true,
    lawDates: LawReading = .statute, storeDates: StoreDateReading = .statute
  ) {
    self.declinedSharing = declinedSharing
    self.cachesDeclines = cachesDeclines
    self.clampsGatesToMajority = clampsGatesToMajority
    self.notifiesOnRegulatedShare = notifiesOnRegulatedShare
    self.lawDates = lawDates
    self.storeDates = storeDates
  }

  /// AgeTUI's defaults.
  public static let standard = Assumptions()
}

// MARK: - Decoding journals written before `storeDates`

extension Assumptions {
  /// Decodes assumptions; a session journal written before `storeDates` existed has none, and
  /// reads as the default, the statute's dates.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      declinedSharing: try container.decode(DeclinedSharingPolicy.self, forKey: .declinedSharing),
      cachesDeclines: try container.decode(Bool.self, forKey: .cachesDeclines),
      clampsGatesToMajority: try container.decode(Bool.self, forKey: .clampsGatesToMajority),
      notifiesOnRegulatedShare: try container.decode(Bool.self, forKey: .notifiesOnRegulatedShare),
      lawDates: try container.decode(LawReading.self, forKey: .lawDates),
      storeDates: try container.decodeIfPresent(StoreDateReading.self, forKey: .storeDates)
        ?? .statute)
  }
}
