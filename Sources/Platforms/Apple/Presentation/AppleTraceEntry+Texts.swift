import Apple
import FlowEngine

extension AppleTraceEntry {
  /// Every text the entry shows: its summary, then its details' values as the JSON trace
  /// writes them (what `trace-contains` searches).
  public var texts: [String] {
    [summary] + (detail?.payload.map(\.value) ?? [])
  }
}
