import FlowEngine

/// The eleven options of Amazon's sample `TestContentProvider`, `testOption=1`…`11`, each with
/// its canned row, exactly as amazon.md §4's table: WP's `+02:00` offsets for 3 and 6, option 4
/// SUPERVISED (WP's UNKNOWN is the [U] the table resolves). Option 6, CONSENT_NOT_GRANTED, was
/// inserted on 2025-11-21; the older 6–10 are today's 7–11 [I].
public enum AmazonTestOption: Int, CaseIterable, Hashable, Sendable, Codable {
  /// A verified adult.
  case verifiedAdult = 1
  /// Age or consent not ascertainable.
  case unknown = 2
  /// A supervised child of 0–12.
  case supervisedUnder13 = 3
  /// A supervised teen of 13–15.
  case supervised13To15 = 4
  /// A supervised teen of 16–17.
  case supervised16To17 = 5
  /// A child of 0–12 whose parent's consent is pending or not granted.
  case consentNotGranted = 6
  /// No law applies.
  case notApplicable = 7
  /// `APP_NOT_OWNED`.
  case appNotOwned = 8
  /// `INTERNAL_TRANSIENT_ERROR`.
  case internalTransientError = 9
  /// `INTERNAL_ERROR`.
  case internalError = 10
  /// `FEATURE_NOT_SUPPORTED`.
  case featureNotSupported = 11

  /// The readable start of the test IDs in Amazon's sample; the rest of the value was cut from
  /// every copy read (amazon.md §2 [3P]), so AgeTUI returns this part [U].
  public static let testUserId = "randomTestUserId1jC3QQeivd"

  /// The readable text of the error Amazon's sample throws for a missing, non-integer or
  /// out-of-range option (amazon.md §4 [3P]).
  public static let rangeMessage = "testOption must be between 1 and 11"

  /// The option a `testOption` value names, or the sample's error.
  public static func parse(_ text: String?) -> Result<AmazonTestOption, AmazonTestOptionError> {
    guard let text, let number = Int(text), let option = AmazonTestOption(rawValue: number) else {
      return .failure(AmazonTestOptionError(given: text))
    }
    return .success(option)
  }

  /// The canned row (amazon.md §4's table).
  public var answer: AmazonUserAgeData {
    let plusTwo = AmazonApprovalTimestamp(
      day: Self.sampleDay, time: "00:00:00.008", offset: "+02:00")
    let utc = AmazonApprovalTimestamp(day: Self.sampleDay, time: "00:00:00.008", offset: "Z")
    switch self {
    case .verifiedAdult:
      return AmazonUserAgeData(responseStatus: .success, userStatus: .verified, band: .adult)
    case .unknown:
      return AmazonUserAgeData(responseStatus: .success, userStatus: .unknown)
    case .supervisedUnder13:
      return child(.supervised, .under13, plusTwo)
    case .supervised13To15:
      return child(.supervised, .from13To15, utc)
    case .supervised16To17:
      return child(.supervised, .from16To17, utc)
    case .consentNotGranted:
      return child(.consentNotGranted, .under13, plusTwo)
    case .notApplicable:
      return .notApplicable
    case .appNotOwned:
      return .failure(.appNotOwned, shape: .emptyString)
    case .internalTransientError:
      return .failure(.internalTransientError, shape: .emptyString)
    case .internalError:
      return .failure(.internalError, shape: .emptyString)
    case .featureNotSupported:
      return .failure(.featureNotSupported, shape: .emptyString)
    }
  }

  /// The provider's URI for this option.
  public var uri: String { GetUserAgeData.testURI(self) }

  private static let sampleDay = SimDate(year: 2023, month: 7, day: 1) ?? SimDate(daysSinceEpoch: 0)

  private func child(
    _ status: AmazonUserStatus, _ band: AmazonAgeBand, _ date: AmazonApprovalTimestamp
  ) -> AmazonUserAgeData {
    AmazonUserAgeData(
      responseStatus: .success, userStatus: status, band: band, userId: Self.testUserId,
      mostRecentApprovalDate: date)
  }
}
