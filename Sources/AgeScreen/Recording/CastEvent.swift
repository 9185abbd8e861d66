import FlowEngine
import Reports
import Scenarios

/// One event of an asciicast v2 recording.
public struct CastEvent: Hashable, Sendable {
  /// What kind of event.
  public enum Kind: String, Hashable, Sendable {
    /// Output written to the terminal.
    case output = "o"
    /// A marker (a chapter point players can jump to).
    case marker = "m"
    /// The terminal was resized; the data is `WIDTHxHEIGHT`.
    case resize = "r"
  }

  /// Seconds since the recording started.
  public var time: Double
  /// Output or marker.
  public var kind: Kind
  /// The bytes written, the marker's label, or the new size.
  public var data: String

  /// Creates an event.
  public init(time: Double, kind: Kind, data: String) {
    self.time = time
    self.kind = kind
    self.data = data
  }

  /// The event's line in the file: `[1.500, "o", "…"]`.
  public var line: String {
    "[\(Asciicast.seconds(time)), \"\(kind.rawValue)\", \(JSONValue.quoted(data))]"
  }
}
