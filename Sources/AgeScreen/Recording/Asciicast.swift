import FlowEngine
import Reports
import Scenarios

/// An asciicast v2 recording (`asciinema play FILE.cast`): a JSON header line, then one JSON
/// array per event. Built in memory for headless runs, or line by line for live sessions.
public struct Asciicast: Hashable, Sendable {
  /// The terminal width.
  public var width: Int
  /// The terminal height.
  public var height: Int
  /// The title players show.
  public var title: String
  /// The events, in time order.
  public var events: [CastEvent]

  /// Creates a recording.
  public init(width: Int, height: Int, title: String, events: [CastEvent] = []) {
    self.width = width
    self.height = height
    self.title = title
    self.events = events
  }

  /// The header line. No timestamp, so a headless recording is the same every time.
  public var header: String {
    "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": "
      + "\(JSONValue.quoted(title)), \"env\": {\"TERM\": \"xterm-256color\"}}"
  }

  /// The whole file.
  public var text: String {
    ([header] + events.map(\.line)).joined(separator: "\n") + "\n"
  }

  /// Seconds with millisecond precision, e.g. `1.500`, without locale or rounding drift.
  public static func seconds(_ time: Double) -> String {
    let milliseconds = max(0, Int((time * 1000).rounded()))
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
