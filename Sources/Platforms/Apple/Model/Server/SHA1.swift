/// SHA-1 (FIPS 180-4), for the name-based UUIDs of RFC 9562 §5.5 and nothing else.
///
/// The core links no Foundation and no crypto library; a version-5 UUID needs SHA-1's first
/// 16 bytes, and anyone can check the result with their own library (Python's `uuid.uuid5`).
/// SHA-1 is not used here for security: a notification's UUID is an identifier, not a secret.
enum SHA1 {
  /// The 20-byte digest of `message`.
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    var padded = message
    padded.append(0x80)
    while padded.count % 64 != 56 { padded.append(0) }
    let bitCount = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
    }
    var words = [UInt32](repeating: 0, count: 80)
    for blockStart in stride(from: 0, to: padded.count, by: 64) {
      for index in 0..<16 {
        let offset = blockStart + index * 4
        words[index] =
          UInt32(padded[offset]) << 24 | UInt32(padded[offset + 1]) << 16
          | UInt32(padded[offset + 2]) << 8 | UInt32(padded[offset + 3])
      }
      for index in 16..<80 {
        words[index] = rotated(
          words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], by: 1)
      }
      var (a, b, c, d, e) = state
      for index in 0..<80 {
        let (mixed, constant) = round(index, b, c, d)
        let next = rotated(a, by: 5) &+ mixed &+ e &+ constant &+ words[index]
        (e, d, c, b, a) = (d, c, rotated(b, by: 30), a, next)
      }
      state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }
    return [state.0, state.1, state.2, state.3, state.4].flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  /// The round function and constant of one of the 80 rounds.
  private static func round(_ index: Int, _ b: UInt32, _ c: UInt32, _ d: UInt32)
    -> (UInt32, UInt32)
  {
    if index < 20 { return ((b & c) | (~b & d), 0x5A82_7999) }
    if index < 40 { return (b ^ c ^ d, 0x6ED9_EBA1) }
    if index < 60 { return ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC) }
    return (b ^ c ^ d, 0xCA62_C1D6)
  }

  private static func rotated(_ word: UInt32, by count: UInt32) -> UInt32 {
    word << count | word >> (32 - count)
  }
}
