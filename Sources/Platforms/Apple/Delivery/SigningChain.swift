import Crypto
import Delivery
import Foundation
import SwiftASN1
import X509

/// The three certificates the simulated App Store signs with, as reference §9.3 lists the chain
/// Apple's `SignedDataVerifier` accepts: a test root, an intermediate and a leaf, P-256 keys and
/// SHA-256 signatures, Apple's marker extensions on the leaf and the intermediate.
///
/// The root is AgeTUI's own, created on first use; a developer's server trusts it by importing
/// the exported root (`agetui-deliver export-root`), exactly as it trusts Apple's root.
public struct SigningChain {
  /// The root certificate the server trusts.
  public let root: Certificate
  /// The intermediate, issued by the root.
  public let intermediate: Certificate
  /// The leaf that signs notifications, issued by the intermediate.
  public let leaf: Certificate
  /// The root's private key (kept to issue a new intermediate; never printed).
  public let rootKey: P256.Signing.PrivateKey
  /// The intermediate's private key.
  public let intermediateKey: P256.Signing.PrivateKey
  /// The leaf's private key: what signs each JWS.
  public let leafKey: P256.Signing.PrivateKey

  /// Apple's marker on the leaf of the App Store's signing chain (§9.3 [V-code]).
  public static let leafMarker: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 11, 1]
  /// Apple's marker on the intermediate (§9.3 [V-code]).
  public static let intermediateMarker: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 2, 1]

  /// The first day the certificates are valid: well before the scenarios' simulated days
  /// (2026–2028), since a verifier without online checks checks the chain on `signedDate`.
  public static let validFrom = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01
  /// The last day they are valid (2049-12-31, the last year UTCTime can write).
  public static let validUntil = Date(timeIntervalSince1970: 2_524_521_600)  // 2049-12-31

  /// Assembles a chain from its parts.
  public init(
    root: Certificate, intermediate: Certificate, leaf: Certificate,
    rootKey: P256.Signing.PrivateKey, intermediateKey: P256.Signing.PrivateKey,
    leafKey: P256.Signing.PrivateKey
  ) {
    self.root = root
    self.intermediate = intermediate
    self.leaf = leaf
    self.rootKey = rootKey
    self.intermediateKey = intermediateKey
    self.leafKey = leafKey
  }

  /// A new chain with fresh keys.
  public static func create() throws -> SigningChain {
    let rootKey = P256.Signing.PrivateKey()
    let intermediateKey = P256.Signing.PrivateKey()
    let leafKey = P256.Signing.PrivateKey()
    let rootName = try DistinguishedName {
      CommonName("AgeTUI Test Root CA")
      OrganizationName("AgeTUI (simulated App Store, not Apple)")
    }
    let intermediateName = try DistinguishedName {
      CommonName("AgeTUI Test Worldwide Developer Relations CA")
      OrganizationName("AgeTUI (simulated App Store, not Apple)")
    }
    let leafName = try DistinguishedName {
      CommonName("AgeTUI Test App Store Server Notifications")
      OrganizationName("AgeTUI (simulated App Store, not Apple)")
    }
    let rootPublic = Certificate.PublicKey(rootKey.publicKey)
    let intermediatePublic = Certificate.PublicKey(intermediateKey.publicKey)
    let leafPublic = Certificate.PublicKey(leafKey.publicKey)
    let rootIdentifier = SubjectKeyIdentifier(hash: rootPublic)
    let intermediateIdentifier = SubjectKeyIdentifier(hash: intermediatePublic)
    let root = try Certificate(
      version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: rootPublic,
      notValidBefore: validFrom, notValidAfter: validUntil, issuer: rootName, subject: rootName,
      extensions: try Certificate.Extensions {
        Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
        Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        rootIdentifier
        AuthorityKeyIdentifier(keyIdentifier: rootIdentifier.keyIdentifier)
      },
      issuerPrivateKey: Certificate.PrivateKey(rootKey))
    let intermediate = try Certificate(
      version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: intermediatePublic,
      notValidBefore: validFrom, notValidAfter: validUntil, issuer: rootName,
      subject: intermediateName,
      extensions: try Certificate.Extensions {
        Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
        Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        intermediateIdentifier
        AuthorityKeyIdentifier(keyIdentifier: rootIdentifier.keyIdentifier)
        Certificate.Extension(oid: intermediateMarker, critical: false, value: derNull)
      },
      issuerPrivateKey: Certificate.PrivateKey(rootKey))
    let leaf = try Certificate(
      version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: leafPublic,
      notValidBefore: validFrom, notValidAfter: validUntil, issuer: intermediateName,
      subject: leafName,
      extensions: try Certificate.Extensions {
        Critical(KeyUsage(digitalSignature: true))
        SubjectKeyIdentifier(hash: leafPublic)
        AuthorityKeyIdentifier(keyIdentifier: intermediateIdentifier.keyIdentifier)
        Certificate.Extension(oid: leafMarker, critical: false, value: derNull)
      },
      issuerPrivateKey: Certificate.PrivateKey(intermediateKey))
    return SigningChain(
      root: root, intermediate: intermediate, leaf: leaf, rootKey: rootKey,
      intermediateKey: intermediateKey, leafKey: leafKey)
  }

  /// A marker extension's value: DER NULL, as Apple's certificates carry it.
  static let derNull: ArraySlice<UInt8> = [0x05, 0x00]

  /// The DER bytes of a certificate.
  public static func der(_ certificate: Certificate) throws -> [UInt8] {
    var serializer = DER.Serializer()
    try serializer.serialize(certificate)
    return serializer.serializedBytes
  }

  /// The JWS header's `x5c`: leaf, intermediate, root, each in standard base64 of its DER
  /// (RFC 7515 §4.1.6).
  public func x5c() throws -> [String] {
    try [leaf, intermediate, root].map { Data(try Self.der($0)).base64EncodedString() }
  }

  /// Why the chain does not hold together, or nil when it does: each key matches its
  /// certificate and each certificate is signed by its issuer's key.
  public var inconsistency: String? {
    if leaf.publicKey != Certificate.PublicKey(leafKey.publicKey) {
      return "the leaf key does not match the leaf certificate"
    }
    if intermediate.publicKey != Certificate.PublicKey(intermediateKey.publicKey) {
      return "the intermediate key does not match the intermediate certificate"
    }
    if root.publicKey != Certificate.PublicKey(rootKey.publicKey) {
      return "the root key does not match the root certificate"
    }
    if !root.publicKey.isValidSignature(root.signature, for: root) {
      return "the root certificate's signature does not verify"
    }
    if !root.publicKey.isValidSignature(intermediate.signature, for: intermediate) {
      return "the intermediate certificate is not signed by the root"
    }
    if !intermediate.publicKey.isValidSignature(leaf.signature, for: leaf) {
      return "the leaf certificate is not signed by the intermediate"
    }
    return nil
  }
}
