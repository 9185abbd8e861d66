/// Where a report writes: text in pieces (a sweep's rows are never one string), or bytes for
/// a binary format (png). The executable points it at standard output; tests collect it.
public struct ReportOutput {
  private let takeText: (String) -> Void
  private let takeBytes: ([UInt8]) -> Void

  /// An output that hands text and bytes to the given closures.
  public init(text: @escaping (String) -> Void, bytes: @escaping ([UInt8]) -> Void) {
    takeText = text
    takeBytes = bytes
  }

  /// Writes text, as it is (no newline is added).
  public func write(_ text: String) {
    takeText(text)
  }

  /// Writes bytes.
  public func write(bytes: [UInt8]) {
    takeBytes(bytes)
  }
}
