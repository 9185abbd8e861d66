import FlowEngine
import Scenarios

/// A one-line message above the footer: what just happened, or what went wrong.
///
/// Each kind starts with a word or marker so it reads the same without colour.
public struct Notice: Hashable, Sendable, Codable {
  /// How the message should be read.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Neutral information.
    case info
    /// Something worked.
    case success
    /// Something needs attention but nothing is lost.
    case warning
    /// Something failed.
    case error
  }

  /// The kind.
  public var kind: Kind
  /// The message, without the marker.
  public var text: String

  /// Creates a notice.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  /// The marker word that starts the line.
  public var marker: String {
    switch kind {
    case .info: return "•"
    case .success: return "✓"
    case .warning: return "Warning:"
    case .error: return "Error:"
    }
  }

  /// The style of the marker.
  public var markerStyle: CellStyle {
    switch kind {
    case .info: return .notice
    case .success: return .success
    case .warning: return .warning
    case .error: return .danger
    }
  }

  /// Draws the notice into the first row of `rect`, truncated with "…".
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    let line = DisplayWidth.truncate("\(marker) \(text)", to: rect.width - 1)
    let column = canvas.write(
      DisplayWidth.truncate(marker, to: rect.width - 1), column: rect.x + 1, row: rect.y,
      style: markerStyle, clip: rect)
    let rest = String(line.dropFirst(marker.count))
    canvas.write(rest, column: column, row: rect.y, style: .notice, clip: rect)
  }
}
