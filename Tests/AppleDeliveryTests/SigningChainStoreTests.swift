import AppleDelivery
import CustomDump
import Delivery
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The test root kept in the state directory: made once, private keys for the user only,
/// damage reported, a new root only when asked.
@Suite("The stored test root")
struct SigningChainStoreTests {
  static func temporaryStateDirectory() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-store-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return status.st_mode & 0o777
  }

  @Test("made on first use with 0600 keys, then read back unchanged")
  func firstUse() throws {
    let state = try Self.temporaryStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let store = SigningChainStore(stateDirectory: state)
    let made = try store.chain(replace: false)
    #expect(made.created)
    expectNoDifference(Self.mode(store.folder.path), 0o700)
    for part in ["root", "intermediate", "leaf"] {
      expectNoDifference(Self.mode(store.keyPath(part)), 0o600)
      expectNoDifference(Self.mode(store.certificatePath(part)), 0o644)
    }
    let again = try store.chain(replace: false)
    #expect(!again.created)
    #expect(try SigningChain.der(again.chain.root) == SigningChain.der(made.chain.root))
    expectNoDifference(again.chain.leafKey.rawRepresentation, made.chain.leafKey.rawRepresentation)
    let renewed = try store.chain(replace: true)
    #expect(renewed.created)
    #expect(try SigningChain.der(renewed.chain.root) != SigningChain.der(made.chain.root))
  }

  /// One way of damaging the stored files, and the message it gives.
  struct DamageCase: Sendable, CustomTestStringConvertible {
    var name: String
    var damage: @Sendable (SigningChainStore) throws -> Void
    var message: @Sendable (SigningChainStore) -> String
    var testDescription: String { name }
  }

  static let advice =
    "; to start over with a new test root run agetui-deliver with --new-root "
    + "(the developer's server must then trust the new root)"

  static let damages: [DamageCase] = [
    DamageCase(
      name: "a key file edited",
      damage: {
        try "not a key\n".write(toFile: $0.keyPath("leaf"), atomically: true, encoding: .utf8)
      },
      message: {
        "\($0.keyPath("leaf")) is not a P-256 private key in PEM (damaged or edited?)\(advice)"
      }),
    DamageCase(
      name: "a key file removed",
      damage: { try FileManager.default.removeItem(atPath: $0.keyPath("intermediate")) },
      message: { "\($0.keyPath("intermediate")) is missing from the stored test root\(advice)" }),
    DamageCase(
      name: "a certificate edited",
      damage: {
        try "junk\n".write(toFile: $0.certificatePath("root"), atomically: true, encoding: .utf8)
      },
      message: {
        "\($0.certificatePath("root")) is not a PEM certificate (damaged or edited?)\(advice)"
      }),
    DamageCase(
      name: "another valid key in place of the leaf's",
      damage: { store in
        let other = try SigningChain.create()
        try other.leafKey.pemRepresentation.write(
          toFile: store.keyPath("leaf"), atomically: true, encoding: .utf8)
      },
      message: {
        "the test root in \($0.folder.path) is damaged: the leaf key does not match the leaf "
          + "certificate\(advice)"
      }),
  ]

  @Test("a damaged root is an error naming the file, not a silent new root", arguments: damages)
  func damaged(_ testCase: DamageCase) throws {
    let state = try Self.temporaryStateDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let store = SigningChainStore(stateDirectory: state)
    _ = try store.chain(replace: false)
    try testCase.damage(store)
    do throws(DeliveryError) {
      _ = try store.chain(replace: false)
      Issue.record("the damaged root was accepted")
    } catch {
      expectNoDifference(error.message, testCase.message(store))
    }
    #expect(try store.chain(replace: true).created)
    #expect(try store.chain(replace: false).created == false)
  }
}
