import AgeScreen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a live TUI session as an asciicast v2 file (`agetui --record FILE.cast`), one event
/// line per frame as it is drawn, so the file is usable even if the session ends by a signal.
///
/// Frames are the same bytes a terminal needs (``ANSIRenderer``), timed by the real monotonic
/// clock; each new flow transition becomes a marker, and a resize a resize event.
final class CastFileRecorder {
  private let descriptor: Int32
  private let usesColor: Bool
  private let started = BenchProbe.now()
  private var previous: Canvas?
  private var markersWritten = 0
  private let title: String

  /// Why a recording cannot be written.
  struct OpenError: Error, CustomStringConvertible {
    /// The message, naming the file.
    var description: String
  }

  /// Creates (or truncates) the file; throws when it cannot be written, before the TUI starts.
  init(path: String, title: String, usesColor: Bool) throws(OpenError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw OpenError(description: "agetui: cannot write the recording to “\(path)”")
    }
    self.descriptor = descriptor
    self.usesColor = usesColor
    self.title = title
  }

  deinit {
    close(descriptor)
  }

  /// Records a frame and any markers added since the last frame.
  func record(_ canvas: Canvas, markers: [String]) {
    let time = Double(BenchProbe.now() - started) / 1_000_000_000
    var lines: [String] = []
    if previous == nil {
      lines.append(
        Asciicast(width: canvas.size.width, height: canvas.size.height, title: title).header)
    } else if previous?.size != canvas.size {
      let size = "\(canvas.size.width)x\(canvas.size.height)"
      lines.append(CastEvent(time: time, kind: .resize, data: size).line)
    }
    // Undo can shorten the list; markers are then counted afresh from the shorter list.
    if markers.count < markersWritten { markersWritten = markers.count }
    for marker in markers.dropFirst(markersWritten) {
      lines.append(CastEvent(time: time, kind: .marker, data: marker).line)
    }
    markersWritten = markers.count
    let output = ANSIRenderer.frame(canvas, after: previous, usesColor: usesColor)
    if !output.isEmpty {
      lines.append(CastEvent(time: time, kind: .output, data: output).line)
    }
    previous = canvas
    guard !lines.isEmpty else { return }
    StandardStream.write(lines.joined(separator: "\n") + "\n", to: descriptor)
  }
}
