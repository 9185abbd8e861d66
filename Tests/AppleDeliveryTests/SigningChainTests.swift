import AppleDelivery
import Crypto
import CustomDump
import Delivery
import SwiftASN1
import Testing
import X509

/// The chain matches what reference §9.3 lists as the chain Apple's verifier accepts.
@Suite("The App Store's signing chain")
struct SigningChainTests {

  /// One extension's expected shape on one certificate.
  struct ExtensionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var certificate: @Sendable (SigningChain) -> Certificate
    var oid: ASN1ObjectIdentifier
    var critical: Bool
    var testDescription: String { name }
  }

  static let extensionCases: [ExtensionCase] = [
    .init(
      name: "root BasicConstraints", certificate: { $0.root },
      oid: .X509ExtensionID.basicConstraints, critical: true),
    .init(
      name: "root KeyUsage", certificate: { $0.root }, oid: .X509ExtensionID.keyUsage,
      critical: true),
    .init(
      name: "root SKI", certificate: { $0.root }, oid: .X509ExtensionID.subjectKeyIdentifier,
      critical: false),
    .init(
      name: "root AKI", certificate: { $0.root }, oid: .X509ExtensionID.authorityKeyIdentifier,
      critical: false),
    .init(
      name: "intermediate BasicConstraints", certificate: { $0.intermediate },
      oid: .X509ExtensionID.basicConstraints, critical: true),
    .init(
      name: "intermediate KeyUsage", certificate: { $0.intermediate },
      oid: .X509ExtensionID.keyUsage, critical: true),
    .init(
      name: "intermediate SKI", certificate: { $0.intermediate },
      oid: .X509ExtensionID.subjectKeyIdentifier, critical: false),
    .init(
      name: "intermediate AKI", certificate: { $0.intermediate },
      oid: .X509ExtensionID.authorityKeyIdentifier, critical: false),
    .init(
      name: "intermediate marker", certificate: { $0.intermediate },
      oid: SigningChain.intermediateMarker, critical: false),
    .init(
      name: "leaf KeyUsage", certificate: { $0.leaf }, oid: .X509ExtensionID.keyUsage,
      critical: true),
    .init(
      name: "leaf SKI", certificate: { $0.leaf }, oid: .X509ExtensionID.subjectKeyIdentifier,
      critical: false),
    .init(
      name: "leaf AKI", certificate: { $0.leaf }, oid: .X509ExtensionID.authorityKeyIdentifier,
      critical: false),
    .init(
      name: "leaf marker", certificate: { $0.leaf }, oid: SigningChain.leafMarker, critical: false),
  ]

  @Test("each extension is there with its criticality", arguments: extensionCases)
  func extensionPresent(_ testCase: ExtensionCase) throws {
    let chain = try SigningChain.create()
    let found = testCase.certificate(chain).extensions[oid: testCase.oid]
    expectNoDifference(found?.critical, testCase.critical)
  }

  @Test("the marker OIDs are Apple's, each a non-critical DER NULL on its own certificate")
  func markers() throws {
    let chain = try SigningChain.create()
    expectNoDifference(SigningChain.leafMarker.description, "1.2.840.113635.100.6.11.1")
    expectNoDifference(SigningChain.intermediateMarker.description, "1.2.840.113635.100.6.2.1")
    expectNoDifference(
      Array(chain.leaf.extensions[oid: SigningChain.leafMarker]?.value ?? []), [0x05, 0x00])
    expectNoDifference(
      Array(chain.intermediate.extensions[oid: SigningChain.intermediateMarker]?.value ?? []),
      [0x05, 0x00])
    expectNoDifference(chain.leaf.extensions[oid: SigningChain.intermediateMarker], nil)
    expectNoDifference(chain.intermediate.extensions[oid: SigningChain.leafMarker], nil)
    expectNoDifference(chain.root.extensions[oid: SigningChain.leafMarker], nil)
    expectNoDifference(chain.root.extensions[oid: SigningChain.intermediateMarker], nil)
  }

  @Test("basic constraints and key usages are §9.3's")
  func constraintsAndUsages() throws {
    let chain = try SigningChain.create()
    #expect(
      try chain.root.extensions.basicConstraints == .isCertificateAuthority(maxPathLength: nil))
    #expect(
      try chain.intermediate.extensions.basicConstraints
        == .isCertificateAuthority(maxPathLength: 0))
    #expect(try chain.leaf.extensions.basicConstraints == nil)
    #expect(try chain.root.extensions.keyUsage == KeyUsage(keyCertSign: true, cRLSign: true))
    #expect(
      try chain.intermediate.extensions.keyUsage == KeyUsage(keyCertSign: true, cRLSign: true))
    #expect(try chain.leaf.extensions.keyUsage == KeyUsage(digitalSignature: true))
  }

  @Test("each certificate names its issuer's key, is signed by it, with ECDSA P-256 and SHA-256")
  func issuance() throws {
    let chain = try SigningChain.create()
    let rootSKI = try chain.root.extensions.subjectKeyIdentifier?.keyIdentifier
    let intermediateSKI = try chain.intermediate.extensions.subjectKeyIdentifier?.keyIdentifier
    #expect(rootSKI != nil)
    #expect(try chain.intermediate.extensions.authorityKeyIdentifier?.keyIdentifier == rootSKI)
    #expect(try chain.leaf.extensions.authorityKeyIdentifier?.keyIdentifier == intermediateSKI)
    expectNoDifference(chain.intermediate.issuer, chain.root.subject)
    expectNoDifference(chain.leaf.issuer, chain.intermediate.subject)
    for certificate in [chain.root, chain.intermediate, chain.leaf] {
      expectNoDifference(certificate.signatureAlgorithm, .ecdsaWithSHA256)
      #expect(P256.Signing.PublicKey(certificate.publicKey) != nil)
    }
    expectNoDifference(chain.inconsistency, nil)
  }

  @Test("validity covers the scenarios' simulated days (2026–2028)")
  func validity() throws {
    let chain = try SigningChain.create()
    for certificate in [chain.root, chain.intermediate, chain.leaf] {
      expectNoDifference(certificate.notValidBefore, SigningChain.validFrom)
      expectNoDifference(certificate.notValidAfter, SigningChain.validUntil)
    }
    expectNoDifference(SigningChain.validFrom.timeIntervalSince1970, 1_577_836_800)
    expectNoDifference(SigningChain.validUntil.timeIntervalSince1970, 2_524_521_600)
  }

  @Test("a chain with another leaf key does not hold together")
  func inconsistency() throws {
    let chain = try SigningChain.create()
    let swapped = SigningChain(
      root: chain.root, intermediate: chain.intermediate, leaf: chain.leaf,
      rootKey: chain.rootKey, intermediateKey: chain.intermediateKey,
      leafKey: P256.Signing.PrivateKey())
    expectNoDifference(swapped.inconsistency, "the leaf key does not match the leaf certificate")
    let reissued = try #require(try? SigningChain.create())
    let foreign = SigningChain(
      root: chain.root, intermediate: chain.intermediate, leaf: reissued.leaf,
      rootKey: chain.rootKey, intermediateKey: chain.intermediateKey, leafKey: reissued.leafKey)
    expectNoDifference(
      foreign.inconsistency, "the leaf certificate is not signed by the intermediate")
  }
}
