/// A name-based UUID (RFC 9562 §5.5, version 5: SHA-1 of a namespace and a name), written as
/// Apple writes `notificationUUID`: 36 lowercase characters, `8-4-4-4-12`.
///
/// The core has no randomness, so a notification's UUID is derived from what the simulation
/// knows; the same name always gives the same UUID, and anyone can recompute it
/// (`uuid.uuid5(uuid.NAMESPACE_URL, name)` in Python).
public struct NameBasedUUID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The 16 bytes, most significant first.
  public let bytes: [UInt8]

  /// RFC 9562's namespace for names that are URLs or URNs
  /// (`6ba7b811-9dad-11d1-80b4-00c04fd430c8`).
  public static let urlNamespace = NameBasedUUID(uncheckedBytes: [
    0x6B, 0xA7, 0xB8, 0x11, 0x9D, 0xAD, 0x11, 0xD1, 0x80, 0xB4, 0x00, 0xC0, 0x4F, 0xD4, 0x30, 0xC8,
  ])

  /// The version-5 UUID of `name` (its UTF-8 bytes) in `namespace`.
  public init(namespace: NameBasedUUID, name: String) {
    var hashed = Array(SHA1.digest(namespace.bytes + Array(name.utf8)).prefix(16))
    hashed[6] = hashed[6] & 0x0F | 0x50
    hashed[8] = hashed[8] & 0x3F | 0x80
    self.init(uncheckedBytes: hashed)
  }

  private init(uncheckedBytes: [UInt8]) {
    bytes = uncheckedBytes
  }

  /// `xxxxxxxx-xxxx-5xxx-yxxx-xxxxxxxxxxxx`, lowercase.
  public var description: String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append("-") }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return text
  }
}
