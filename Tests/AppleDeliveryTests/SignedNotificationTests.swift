import Apple
import AppleDelivery
import Crypto
import CustomDump
import Delivery
import Foundation
import Testing

/// What the server receives: `{"signedPayload":"<JWS>"}`, the JWS's header, payload and
/// signature as reference §9.3 gives them, read back exactly.
@Suite("Signed notifications")
struct SignedNotificationTests {

  /// RESCIND_CONSENT as the simulation builds it for `revoked-consent` on 2026-09-14.
  static func payload(_ environment: AppStoreEnvironment) -> ServerNotificationPayload {
    let appAppleID = environment.carriesAppAppleID ? 1_234_567_890 : nil
    let transaction = AppTransactionInfo(
      receiptType: environment, appAppleID: appAppleID, bundleID: "com.example.landmarks",
      applicationVersion: "2.0", receiptCreationDate: 1_789_344_000_000,
      originalApplicationVersion: "1.0")
    return ServerNotificationPayload(
      notificationType: .rescindConsent,
      notificationUUID: NameBasedUUID(namespace: .urlNamespace, name: "agetui:test"),
      signedDate: 1_789_344_000_000,
      appData: AppData(
        appAppleID: appAppleID, bundleID: "com.example.landmarks", environment: environment,
        signedAppTransactionInfo: transaction.unsignedJWS))
  }

  /// The three parts of a compact JWS, decoded.
  static func parts(_ jws: String) throws -> (header: String, payload: String, signature: Data) {
    let pieces = jws.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    try #require(pieces.count == 3)
    let header = try #require(JWSSigner.decodeBase64URL(pieces[0]))
    let payload = try #require(JWSSigner.decodeBase64URL(pieces[1]))
    let signature = try #require(JWSSigner.decodeBase64URL(pieces[2]))
    return (
      String(decoding: header, as: UTF8.self), String(decoding: payload, as: UTF8.self), signature
    )
  }

  @Test(
    "the decoded payload has §9.3's keys in Apple's order, appAppleId only where sent",
    arguments: [
      (
        AppStoreEnvironment.sandbox,
        #"{"notificationType":"RESCIND_CONSENT","notificationUUID":"@UUID@","version":"2.0","signedDate":1789344000000,"appData":{"appAppleId":1234567890,"bundleId":"com.example.landmarks","environment":"Sandbox","signedAppTransactionInfo":"T"}}"#
      ),
      (
        .production,
        #"{"notificationType":"RESCIND_CONSENT","notificationUUID":"@UUID@","version":"2.0","signedDate":1789344000000,"appData":{"appAppleId":1234567890,"bundleId":"com.example.landmarks","environment":"Production","signedAppTransactionInfo":"T"}}"#
      ),
      (
        .localTesting,
        #"{"notificationType":"RESCIND_CONSENT","notificationUUID":"@UUID@","version":"2.0","signedDate":1789344000000,"appData":{"bundleId":"com.example.landmarks","environment":"LocalTesting","signedAppTransactionInfo":"T"}}"#
      ),
    ])
  func payloadJSON(environment: AppStoreEnvironment, expected: String) throws {
    let payload = Self.payload(environment)
    let notification = try DeliverableNotification(payload)
    let json = notification.payloadJSON(signedAppTransactionInfo: "T")
    expectNoDifference(
      json, expected.replacingOccurrences(of: "@UUID@", with: payload.notificationUUID.description))
  }

  @Test("header, payload and signature round-trip; the transaction is signed the same way")
  func roundTrip() throws {
    let chain = try SigningChain.create()
    let signer = try JWSSigner(chain: chain)
    let notification = try DeliverableNotification(Self.payload(.sandbox))
    let body = try notification.requestBody(signer: signer)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String])
    expectNoDifference(Array(object.keys), ["signedPayload"])
    let jws = try #require(object["signedPayload"])
    expectNoDifference(body, #"{"signedPayload":""# + jws + #""}"#)

    let outer = try Self.parts(jws)
    let x5c = try chain.x5c()
    expectNoDifference(x5c.count, 3)
    expectNoDifference(
      outer.header, #"{"alg":"ES256","x5c":[""# + x5c.joined(separator: #"",""#) + #""]}"#)
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(outer.payload.utf8)) as? [String: Any])
    let appData = try #require(decoded["appData"] as? [String: Any])
    let transactionJWS = try #require(appData["signedAppTransactionInfo"] as? String)
    expectNoDifference(
      outer.payload, notification.payloadJSON(signedAppTransactionInfo: transactionJWS))

    let inner = try Self.parts(transactionJWS)
    expectNoDifference(inner.header, outer.header)
    expectNoDifference(inner.payload, notification.transaction.json)
    expectNoDifference(
      inner.payload,
      #"{"receiptType":"Sandbox","appAppleId":1234567890,"bundleId":"com.example.landmarks","applicationVersion":"2.0","receiptCreationDate":1789344000000,"originalApplicationVersion":"1.0"}"#
    )

    for (part, text) in [(outer, jws), (inner, transactionJWS)] {
      let input = String(text[..<(text.lastIndex(of: ".") ?? text.endIndex)])
      let signature = try P256.Signing.ECDSASignature(rawRepresentation: part.signature)
      expectNoDifference(part.signature.count, 64)
      #expect(chain.leafKey.publicKey.isValidSignature(signature, for: Data(input.utf8)))
      #expect(!chain.rootKey.publicKey.isValidSignature(signature, for: Data(input.utf8)))
    }
  }

  /// An environment chosen over the scenario's, and the appAppleId it then carries.
  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    var from: AppStoreEnvironment
    var to: AppStoreEnvironment
    var given: Int?
    var appAppleID: Int?
    var error: String?
    var testDescription: String {
      "\(from.rawValue) → \(to.rawValue), given \(given.map(String.init) ?? "none")"
    }
  }

  @Test(
    "--environment changes the environment, receiptType and appAppleId",
    arguments: [
      EnvironmentCase(from: .sandbox, to: .production, given: nil, appAppleID: 1_234_567_890),
      EnvironmentCase(from: .sandbox, to: .localTesting, given: nil, appAppleID: nil),
      EnvironmentCase(from: .localTesting, to: .production, given: 42, appAppleID: 42),
      EnvironmentCase(
        from: .localTesting, to: .sandbox, given: nil, appAppleID: nil,
        error:
          "Sandbox notifications carry the app's appAppleId and the scenario has none; give one with --app-apple-id"
      ),
    ])
  func environment(_ testCase: EnvironmentCase) throws {
    let notification = try DeliverableNotification(Self.payload(testCase.from))
    do throws(DeliveryError) {
      let changed = try notification.inEnvironment(testCase.to, appAppleID: testCase.given)
      expectNoDifference(testCase.error, nil)
      expectNoDifference(changed.environment, testCase.to)
      expectNoDifference(changed.appAppleID, testCase.appAppleID)
      expectNoDifference(changed.transaction.receiptType, testCase.to)
      expectNoDifference(changed.transaction.appAppleID, testCase.appAppleID)
      expectNoDifference(changed.notificationUUID, notification.notificationUUID)
    } catch {
      expectNoDifference(error.message, testCase.error)
    }
  }
}
