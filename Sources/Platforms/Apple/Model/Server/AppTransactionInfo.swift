/// The app transaction a notification's `signedAppTransactionInfo` carries: the person's
/// download of the app, as far as the simulation knows it (the fields of Apple's
/// `AppTransaction` model that it can fill, in that model's order).
///
/// [I] The reference says only that the field is a JWS (§9.3); which fields the App Store puts
/// in it for RESCIND_CONSENT is not documented, so AgeTUI writes those it can derive and no
/// invented purchase date or transaction ID.
public struct AppTransactionInfo: Hashable, Sendable, Codable {
  /// `receiptType`: the environment, as in `appData`.
  public var receiptType: AppStoreEnvironment
  /// `appAppleId`, absent where `appData` has none.
  public var appAppleID: Int?
  /// `bundleId`.
  public var bundleID: String
  /// `applicationVersion`: the version installed on the person's main device.
  public var applicationVersion: String
  /// `receiptCreationDate`: when the App Store signed it, milliseconds since 1970 (the
  /// notification's `signedDate`).
  public var receiptCreationDate: Int
  /// `originalApplicationVersion`: the version first installed
  /// (`AppTransaction.originalAppVersion`).
  public var originalApplicationVersion: String

  /// Creates an app transaction.
  public init(
    receiptType: AppStoreEnvironment, appAppleID: Int?, bundleID: String,
    applicationVersion: String, receiptCreationDate: Int, originalApplicationVersion: String
  ) {
    self.receiptType = receiptType
    self.appAppleID = appAppleID
    self.bundleID = bundleID
    self.applicationVersion = applicationVersion
    self.receiptCreationDate = receiptCreationDate
    self.originalApplicationVersion = originalApplicationVersion
  }

  /// The decoded payload as compact JSON, in the model's key order.
  public var json: String {
    CompactJSON.object(
      [("receiptType", .string(receiptType.rawValue))]
        + (appAppleID.map { [("appAppleId", .number($0))] } ?? []) + [
          ("bundleId", .string(bundleID)), ("applicationVersion", .string(applicationVersion)),
          ("receiptCreationDate", .number(receiptCreationDate)),
          ("originalApplicationVersion", .string(originalApplicationVersion)),
        ])
  }

  /// The header of an unsecured JWS (RFC 7515 §A.5): no algorithm, so no signature.
  public static let unsignedHeader = #"{"alg":"none"}"#

  /// The app transaction as an unsecured JWS in compact form: `HEADER.PAYLOAD.` with an empty
  /// signature. The App Store signs it with ES256 and an `x5c` chain; AgeTUI signs nothing
  /// (issue 45 adds signing), and `alg: none` says so to anyone who decodes it.
  public var unsignedJWS: String {
    Base64URL.encode(Array(Self.unsignedHeader.utf8)) + "."
      + Base64URL.encode(Array(json.utf8)) + "."
  }
}
