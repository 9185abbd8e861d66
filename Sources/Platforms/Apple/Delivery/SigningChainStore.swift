import Crypto
import Delivery
import Foundation
import X509

#if canImport(Glibc)
  import Glibc
#endif

/// Where the test root, intermediate and leaf live between runs: `delivery/` in the state
/// directory, each certificate as PEM beside its private key (PKCS #8 PEM, mode 0600, the
/// directory 0700). Keys are never printed.
///
/// A chain is created when none exists; an existing one that cannot be read or does not hold
/// together (a key edited, a certificate swapped) is an error, and is replaced only when the
/// user asks (`--new-root`), since the developer's server trusts the old root.
public struct SigningChainStore: Sendable {
  /// The folder holding the files.
  public let folder: URL

  /// The store in `stateDirectory`'s `delivery/` folder.
  public init(stateDirectory: URL) {
    folder = stateDirectory.appendingPathComponent("delivery", isDirectory: true)
  }

  /// The parts, in the order the files are written.
  static let parts = ["root", "intermediate", "leaf"]

  /// The path of a part's certificate.
  public func certificatePath(_ part: String) -> String {
    folder.appendingPathComponent("\(part).pem").path
  }

  /// The path of a part's private key.
  public func keyPath(_ part: String) -> String {
    folder.appendingPathComponent("\(part).key").path
  }

  /// The chain: the stored one, a new one when none is stored, or a new one replacing the
  /// stored one when `replace`. - Returns: the chain and whether it was created now.
  public func chain(replace: Bool) throws(DeliveryError) -> (chain: SigningChain, created: Bool) {
    let anyPresent = Self.parts.contains {
      FileManager.default.fileExists(atPath: certificatePath($0))
        || FileManager.default.fileExists(atPath: keyPath($0))
    }
    if anyPresent, !replace { return (try load(), false) }
    let chain: SigningChain
    do {
      chain = try SigningChain.create()
    } catch {
      throw DeliveryError("cannot create the test root: \(error)")
    }
    try save(chain)
    return (chain, true)
  }

  /// Reads the stored chain and checks that it holds together.
  public func load() throws(DeliveryError) -> SigningChain {
    let advice =
      "; to start over with a new test root run agetui-deliver with --new-root "
      + "(the developer's server must then trust the new root)"
    var certificates: [Certificate] = []
    var keys: [P256.Signing.PrivateKey] = []
    for part in Self.parts {
      let certificateText = try text(at: certificatePath(part), advice: advice)
      do {
        certificates.append(try Certificate(pemEncoded: certificateText))
      } catch {
        throw DeliveryError(
          "\(certificatePath(part)) is not a PEM certificate (damaged or edited?)\(advice)")
      }
      let keyText = try text(at: keyPath(part), advice: advice)
      do {
        keys.append(try P256.Signing.PrivateKey(pemRepresentation: keyText))
      } catch {
        throw DeliveryError(
          "\(keyPath(part)) is not a P-256 private key in PEM (damaged or edited?)\(advice)")
      }
    }
    let chain = SigningChain(
      root: certificates[0], intermediate: certificates[1], leaf: certificates[2],
      rootKey: keys[0], intermediateKey: keys[1], leafKey: keys[2])
    if let inconsistency = chain.inconsistency {
      throw DeliveryError("the test root in \(folder.path) is damaged: \(inconsistency)\(advice)")
    }
    return chain
  }

  private func text(at path: String, advice: String) throws(DeliveryError) -> String {
    guard FileManager.default.fileExists(atPath: path) else {
      throw DeliveryError("\(path) is missing from the stored test root\(advice)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DeliveryError("cannot read \(path)\(advice)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private func save(_ chain: SigningChain) throws(DeliveryError) {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let certificates = [chain.root, chain.intermediate, chain.leaf]
      let keys = [chain.rootKey, chain.intermediateKey, chain.leafKey]
      for (index, part) in Self.parts.enumerated() {
        try Self.write(keys[index].pemRepresentation, to: keyPath(part), mode: 0o600)
        try Self.write(
          try certificates[index].serializeAsPEM().pemString, to: certificatePath(part),
          mode: 0o644)
      }
    } catch let error as DeliveryError {
      throw error
    } catch {
      throw DeliveryError("cannot write the test root into \(folder.path): \(error)")
    }
  }

  /// Writes `text` to `path` with `mode`, the file created with that mode so a key is never
  /// readable by others, even for a moment.
  static func write(_ text: String, to path: String, mode: mode_t) throws(DeliveryError) {
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw DeliveryError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let bytes = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw DeliveryError("cannot write \(path): \(String(cString: strerror(errno)))")
      }
      written += count
    }
    fchmod(descriptor, mode)
  }
}
