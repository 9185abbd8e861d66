import Crypto
import Delivery
import Foundation
import Reports

/// Signs as the App Store signs (reference §9.3): a JWS in compact form, ES256, with the
/// header `{"alg":"ES256","x5c":[leaf,intermediate,root]}` and a signature of the raw `r‖s`
/// (RFC 7518 §3.4), made with the leaf's key.
public struct JWSSigner {
  /// The chain whose leaf signs.
  public let chain: SigningChain
  /// The header's JSON text, compact.
  public let header: String

  /// A signer with `chain`.
  public init(chain: SigningChain) throws {
    self.chain = chain
    header = JSONValue.object([("alg", .string("ES256")), ("x5c", .strings(try chain.x5c()))])
      .compact()
  }

  /// The compact JWS of `payload` (JSON text): `HEADER.PAYLOAD.SIGNATURE`, each base64url.
  public func sign(_ payload: String) throws -> String {
    let input = Self.base64URL(Data(header.utf8)) + "." + Self.base64URL(Data(payload.utf8))
    let signature = try chain.leafKey.signature(for: Data(input.utf8))
    return input + "." + Self.base64URL(signature.rawRepresentation)
  }

  /// Base64url without padding (RFC 7515 §2).
  public static func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// The bytes of a base64url text, nil when it is not one.
  public static func decodeBase64URL(_ text: String) -> Data? {
    var standard = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while standard.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard)
  }
}
