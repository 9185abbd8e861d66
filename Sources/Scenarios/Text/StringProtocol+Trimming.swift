/// Trimming without Foundation's `CharacterSet` (see docs/architecture.md on the binary's
/// size), with the same sets: Foundation's `.whitespaces` are Unicode's space separators and
/// the tab; its `.whitespacesAndNewlines` are Unicode's White_Space characters.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  public func trimmingSpaces() -> String {
    trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
  }

  /// The text without leading and trailing white space, line breaks included.
  public func trimmingWhitespace() -> String {
    trimming { $0.properties.isWhitespace }
  }

  private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = String(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
