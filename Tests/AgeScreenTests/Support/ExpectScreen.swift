import AgeScreen
import Foundation
import Testing

/// Compares a whole canvas with an expected snapshot of quoted rows (ratatui style), so
/// trailing spaces are visible and a failure shows both screens in full.
func expectScreen(
  _ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = canvas.description
  #expect(
    actual == expected, "screen differs:\n\(actual)\n--- expected ---\n\(expected)",
    sourceLocation: sourceLocation)
}

/// Compares a whole canvas with the snapshot file
/// `Tests/AgeScreenTests/__Snapshots__/<test file>/<name>.txt`.
///
/// With `AGETUI_RECORD_SNAPSHOTS=1` in the environment the file is written from the canvas
/// instead (and the test passes), so a deliberate change to the screen is one command:
/// `AGETUI_RECORD_SNAPSHOTS=1 swift test --filter AgeScreenTests`, then read the diff. A missing
/// file is recorded and reported as a failure, so CI never passes on a snapshot nobody read.
func expectScreen(
  _ canvas: Canvas, snapshot name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = SnapshotFile(testFile: filePath, name: name)
  let actual = canvas.description
  let expected = file.contents
  if SnapshotFile.isRecording || expected == nil {
    file.write(actual)
    if expected == nil {
      Issue.record(
        "no snapshot \(file.url.path); recorded it, read it and run again",
        sourceLocation: sourceLocation)
    }
    return
  }
  let message =
    "screen differs from \(file.url.lastPathComponent):\n\(actual)\n--- expected ---\n"
    + "\(expected ?? "")\n(AGETUI_RECORD_SNAPSHOTS=1 rewrites the file)"
  #expect(actual == expected, Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// One snapshot file beside the tests.
struct SnapshotFile {
  /// Whether tests write snapshots instead of comparing them (`AGETUI_RECORD_SNAPSHOTS=1`).
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1"
  }

  let url: URL

  init(testFile: String, name: String) {
    let test = URL(fileURLWithPath: testFile)
    var folder = test.deletingLastPathComponent()
    while folder.lastPathComponent != "AgeScreenTests", folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    url = folder.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(name).txt")
  }

  /// The recorded rows without the file's final newline, or nil when there is no file.
  var contents: String? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  func write(_ rows: String) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data((rows + "\n").utf8).write(to: url)
  }
}
