/// Base64url without padding (RFC 4648 §5), as JWS compact serialisation writes each part.
enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  /// The text of `bytes`.
  static func encode(_ bytes: [UInt8]) -> String {
    var text = ""
    text.reserveCapacity((bytes.count * 4 + 2) / 3)
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      var value = 0
      for byte in chunk { value = value << 8 | Int(byte) }
      value <<= 8 * (3 - chunk.count)
      for position in 0...chunk.count {
        text.append(alphabet[(value >> (18 - 6 * position)) & 0x3F])
      }
    }
    return text
  }
}
