import CustomDump
import FlowEngine
import Testing

@testable import Apple
@testable import TestSupport

/// RESCIND_CONSENT as the App Store sends it (reference §5.6, §8.2, §9.3): every key, per
/// environment, derived from the simulation alone. The expected UUIDs and JWS texts were
/// computed outside Swift (Python's `uuid.uuid5`, `hashlib.sha1`, `base64.urlsafe_b64encode`).
@Suite("Server notification payload")
struct ServerNotificationPayloadTests {
  private typealias Fixtures = SimulationFixtures

  /// The app's Apple ID the tests' worlds give.
  private static let appAppleID = 6_448_311_069

  /// Sofia's father approves, then revokes consent, in `environment`; the simulation after.
  private static func revoked(
    in environment: AppStoreEnvironment, then more: [AppleAction] = []
  ) throws -> AppleSimulation {
    var world = try Fixtures.world()
    world.appStoreEnvironment = environment
    world.appAppleID = appAppleID
    return Fixtures.simulation(world, after: Fixtures.approveOnPhone + [.revokeConsent] + more)
  }

  /// Each environment, the UUID Python's `uuid5` gives for its documented name, and the whole
  /// notification.
  static let environments: [(AppStoreEnvironment, String, ServerNotificationPayload)] = [
    (
      .sandbox, "191ebc7b-6713-5f5d-846c-dad53637edc3",
      payload(
        appAppleID: appAppleID, environment: .sandbox,
        jws: "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IlNhbmRib3giLCJhcHBBcHBsZUlkIjo2NDQ4"
          + "MzExMDY5LCJidW5kbGVJZCI6ImNvbS5leGFtcGxlLmxhbmRtYXJrcyIsImFwcGxpY2F0aW9uVmVyc2lv"
          + "biI6IjIuMCIsInJlY2VpcHRDcmVhdGlvbkRhdGUiOjE3ODkzNDQwMDAwMDAsIm9yaWdpbmFsQXBwbGlj"
          + "YXRpb25WZXJzaW9uIjoiMS4wIn0.")
    ),
    (
      .production, "bd49f448-ca0f-5081-aa80-d51fa70a9f59",
      payload(
        appAppleID: appAppleID, environment: .production,
        jws: "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IlByb2R1Y3Rpb24iLCJhcHBBcHBsZUlkIjo2"
          + "NDQ4MzExMDY5LCJidW5kbGVJZCI6ImNvbS5leGFtcGxlLmxhbmRtYXJrcyIsImFwcGxpY2F0aW9uVmVy"
          + "c2lvbiI6IjIuMCIsInJlY2VpcHRDcmVhdGlvbkRhdGUiOjE3ODkzNDQwMDAwMDAsIm9yaWdpbmFsQXBw"
          + "bGljYXRpb25WZXJzaW9uIjoiMS4wIn0.")
    ),
    (
      .localTesting, "9e13735d-3e01-5d7b-8b9e-277cbb5dc806",
      payload(
        appAppleID: nil, environment: .localTesting,
        jws: "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IkxvY2FsVGVzdGluZyIsImJ1bmRsZUlkIjoi"
          + "Y29tLmV4YW1wbGUubGFuZG1hcmtzIiwiYXBwbGljYXRpb25WZXJzaW9uIjoiMi4wIiwicmVjZWlwdENy"
          + "ZWF0aW9uRGF0ZSI6MTc4OTM0NDAwMDAwMCwib3JpZ2luYWxBcHBsaWNhdGlvblZlcnNpb24iOiIxLjAi"
          + "fQ.")
    ),
  ]

  /// A RESCIND_CONSENT for Landmarks, the run's first, signed on 2026-09-14 (1789344000000 ms,
  /// 00:00 UTC); its UUID is that of the name docs/trace-format.md gives.
  private static func payload(
    appAppleID: Int?, environment: AppStoreEnvironment, jws: String
  ) -> ServerNotificationPayload {
    let name =
      "agetui:server-notification:RESCIND_CONSENT:com.example.landmarks:"
      + "\(environment.rawValue):2026-09-14:1"
    return ServerNotificationPayload(
      notificationType: .rescindConsent,
      notificationUUID: NameBasedUUID(namespace: .urlNamespace, name: name), version: "2.0",
      signedDate: 1_789_344_000_000,
      appData: AppData(
        appAppleID: appAppleID, bundleID: "com.example.landmarks", environment: environment,
        signedAppTransactionInfo: jws))
  }

  @Test("the whole payload, per environment", arguments: environments)
  func wholePayload(
    environment: AppStoreEnvironment, uuid: String, expected: ServerNotificationPayload
  ) throws {
    let simulation = try Self.revoked(in: environment)
    expectNoDifference(simulation.serverNotifications, [expected])
    expectNoDifference(expected.notificationUUID.description, uuid)
    expectNoDifference(
      simulation.trace.last,
      AppleTraceEntry(
        sequence: simulation.trace.count, date: Fixtures.day("2026-09-14"), from: .appStore,
        to: .server, kind: .serverNotification, device: nil,
        summary: "App Store Server Notification V2: RESCIND_CONSENT",
        detail: .rescindConsentNotification(expected)))
  }

  @Test("a world that names no Apple ID sends none, in any environment")
  func noAppleID() throws {
    let simulation = Fixtures.simulation(
      try Fixtures.world(), after: Fixtures.approveOnPhone + [.revokeConsent])
    expectNoDifference(simulation.world.appStoreEnvironment, .sandbox)
    expectNoDifference(simulation.serverNotifications.map(\.appData.appAppleID), [nil])
  }

  @Test("the same run gives the same notification, UUID included")
  func deterministic() throws {
    let first = try Self.revoked(in: .sandbox)
    let second = try Self.revoked(in: .sandbox)
    expectNoDifference(first.serverNotifications, second.serverNotifications)
    expectNoDifference(
      first.serverNotifications.map(\.notificationUUID.description),
      [
        "191ebc7b-6713-5f5d-846c-dad53637edc3"
      ])
  }

  @Test("two revocations send two notifications with UUIDs of their own")
  func twoRevocations() throws {
    let again: [AppleAction] = [
      .closeApp(.childPhone), .launchApp(.childPhone), .tapAskParent(.childPhone),
      .sendQuestion(.childPhone),
      .answerQuestion(from: .parentPhone, questionID: 2, choiceID: "approve"),
      .advanceClock(.days(1)), .revokeConsent,
    ]
    let simulation = try Self.revoked(in: .sandbox, then: again)
    expectNoDifference(
      simulation.serverNotifications.map(\.notificationUUID.description),
      [
        "191ebc7b-6713-5f5d-846c-dad53637edc3",
        // uuid5(NAMESPACE_URL, "agetui:…:Sandbox:2026-09-15:2")
        "45e8d4ef-a841-54e9-ac56-a3725e4dff44",
      ])
    expectNoDifference(
      simulation.serverNotifications.map(\.signedDate), [1_789_344_000_000, 1_789_430_400_000])
  }

  @Test("a refused second revocation sends nothing")
  func refusedRevocation() throws {
    let simulation = try Self.revoked(in: .production, then: [.revokeConsent])
    expectNoDifference(simulation.serverNotifications.count, 1)
    expectNoDifference(simulation.trace.last?.kind, .rejected)
  }

  // MARK: - The parts

  @Test(
    "SHA-1 of FIPS 180's and other vectors",
    arguments: [
      ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
      ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
      ),
      (String(repeating: "a", count: 1000), "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
    ])
  func sha1(message: String, digest: String) {
    let hex = SHA1.digest(Array(message.utf8)).map {
      ($0 < 16 ? "0" : "") + String($0, radix: 16)
    }
    expectNoDifference(hex.joined(), digest)
  }

  @Test(
    "version-5 UUIDs in the URL namespace, as Python's uuid5 gives them",
    arguments: [
      ("", "1b4db7eb-4057-5ddf-91e0-36dec72071f5"),
      ("https://developer.apple.com/", "a30ea507-14c6-5d2f-b74c-705e548300f5"),
      ("x", "4cd605e7-afa2-5360-b5b9-c5e9fb5c76f4"),
    ])
  func uuid5(name: String, uuid: String) {
    expectNoDifference(NameBasedUUID(namespace: .urlNamespace, name: name).description, uuid)
  }

  @Test(
    "base64url without padding (RFC 4648's vectors, and the two URL-safe letters)",
    arguments: [
      ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"),
      ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"), ("\u{FB}\u{FF}", "w7vDvw"),
    ])
  func base64URL(text: String, encoded: String) {
    expectNoDifference(Base64URL.encode(Array(text.utf8)), encoded)
  }

  @Test("base64url writes - and _ where base64 writes + and /")
  func urlSafeLetters() {
    expectNoDifference(Base64URL.encode([0xFB, 0xFF]), "-_8")
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func jsonEscapes() {
    #expect(
      CompactJSON.object([("a\"b", .string("c\\d\n\u{1}é")), ("n", .number(-3))])
        == #"{"a\"b":"c\\d\n\u0001é","n":-3}"#)
  }
}
