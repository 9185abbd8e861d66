extension String {
  /// Whether `needle`'s UTF-8 bytes occur in this string's, compared byte for byte. Public so
  /// each platform's birthdate rule searches its texts as fast as the kernel's
  /// (`Invariant.mentions`): Foundation's `contains` dominated the time of a full explore.
  public func containsUTF8(_ needle: String) -> Bool {
    var text = self
    var pattern = needle
    return text.withUTF8 { haystack in
      pattern.withUTF8 { needle in
        guard needle.count <= haystack.count else { return false }
        guard let first = needle.first else { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
          var offset = 1
          while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
          if offset == needle.count { return true }
        }
        return false
      }
    }
  }
}
