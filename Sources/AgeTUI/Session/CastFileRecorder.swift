import AgeScreen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a live TUI session as an asciicast v2 file (`agetui --record FILE.cast`), one event
/// line per frame as it is drawn.
///
/// Frames are the same bytes a terminal needs (``ANSIRenderer``), timed by the real monotonic
/// clock; each new flow transition becomes a marker, and a resize a resize event.
///
/// A recording is a stream, so it cannot be written whole and then named (issue 42, rule 1):
/// it is written as `FILE.cast.partial` (``AtomicFile``), each frame's lines whole or not at
/// all, and renamed to `FILE.cast` when the session ends, by `q` or by a quit signal. When a
/// write fails (a full disk, `ulimit -f`), the recording stops there, as frames are differences
/// from the frame before and one lost frame would garble every later one: the `.partial` file
/// keeps what was recorded until then, and plays, but never takes the name of a whole
/// recording. ``loss`` says so for the notice line's mark and at exit.
final class CastFileRecorder {
  /// Why the recording stopped before the session ended.
  struct Loss: Equatable {
    /// When, in seconds since 1970.
    var time: Int
    /// The write that failed.
    var fault: AtomicFile.Fault
  }

  /// Why a recording cannot be written.
  struct OpenError: Error, CustomStringConvertible {
    /// The message, naming the file.
    var description: String
  }

  /// The file asked for.
  let path: String
  /// Where the recording is until it ends: `FILE.partial`.
  var partialPath: String { file.temporaryPath }
  /// Why the recording stopped, once a write failed; nil while it is whole.
  private(set) var loss: Loss?
  private let file: AtomicFile
  private let usesColor: Bool
  private let started = BenchProbe.now()
  private var previous: Canvas?
  private var markersWritten = 0
  private let title: String
  private let now: () -> Int

  /// Creates the empty `path.partial`; throws when it cannot be written, before the TUI starts.
  init(
    path: String, title: String, usesColor: Bool, calls: AtomicFile.SystemCalls = .live,
    now: @escaping () -> Int = { Int(time(nil)) }
  ) throws(OpenError) {
    let refusal = "agetui: cannot write the recording to “\(path)”"
    var status = stat()
    // The name is taken only at the end: a directory there would refuse it after the whole talk.
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw OpenError(description: "\(refusal): it is a directory")
    }
    let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    do throws(AtomicFile.Fault) {
      file = try AtomicFile(beside: path, temporaryName: name + ".partial", calls: calls)
    } catch  where error.code == EEXIST {
      // Never written over: another session may be recording into it, or it may be the only
      // copy of an earlier talk that did not end cleanly.
      throw OpenError(
        description: "\(refusal): \(path).partial exists (a recording still running, or "
          + "one that did not end cleanly); move it away or record under another name")
    } catch {
      throw OpenError(description: "\(refusal): \(error.reason)")
    }
    self.path = path
    self.usesColor = usesColor
    self.title = title
    self.now = now
  }

  /// Records a frame and any markers added since the last frame; nothing once the recording
  /// is lost.
  /// - Returns: whether this frame lost the recording (a write failed).
  @discardableResult
  func record(_ canvas: Canvas, markers: [String]) -> Bool {
    guard loss == nil else { return false }
    let time = Double(BenchProbe.now() - started) / 1_000_000_000
    var lines: [String] = []
    if previous == nil {
      // On its own, so that even a recording lost at its first frame is a cast that plays.
      let header = Asciicast(width: canvas.size.width, height: canvas.size.height, title: title)
      guard append([header.header]) else { return true }
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
    guard !lines.isEmpty else { return false }
    return !append(lines)
  }

  /// Appends `lines`, all or none.
  /// - Returns: whether they were written; if not, ``loss`` says why.
  private func append(_ lines: [String]) -> Bool {
    do throws(AtomicFile.Fault) {
      try file.append((lines.joined(separator: "\n") + "\n").utf8)
      return true
    } catch {
      loss = Loss(time: now(), fault: error)
      return false
    }
  }

  /// The notice line's mark while the recording is lost: "recording lost at 14:02 — disk full".
  var lossMark: String? {
    loss.map {
      "recording lost at \(JournalLock.Holder.clockText($0.time, now: now())) — "
        + $0.fault.shortReason
    }
  }

  /// The notice that tells of the loss when it happens.
  var lossNotice: Notice? {
    loss.map {
      Notice(
        .warning,
        "recording stopped: \($0.fault.text); what was recorded until then is in "
          + partialPath)
    }
  }

  /// Ends the recording: a whole one takes its name; a lost one stays as `FILE.partial`.
  /// - Returns: lines for standard error, none when the recording is whole under its name.
  func finish() -> [String] {
    if let loss {
      file.keepUnfinished()
      let clock = JournalLock.Holder.clockText(loss.time, now: now())
      return [
        "agetui: the recording was lost at \(clock) (\(loss.fault.text)); what was recorded "
          + "until then is in \(partialPath), which asciinema plays"
      ]
    }
    do throws(AtomicFile.Fault) {
      try file.replaceTarget()
      return []
    } catch {
      file.keepUnfinished()
      loss = Loss(time: now(), fault: error)
      return [
        "agetui: the recording could not be named \(path) (\(error.reason)); it is whole in "
          + partialPath
      ]
    }
  }
}
