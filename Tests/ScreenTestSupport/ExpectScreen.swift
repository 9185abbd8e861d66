import AgeScreen
import Foundation
import SnapshotTesting
import Testing

/// Compares a whole canvas, text and styles (``Snapshotting/screen``), with the snapshot written
/// inline in the trailing `matches` closure; a failure prints a line diff and the screen as it
/// is now.
///
/// The comparison is swift-snapshot-testing's own (`Snapshotting.screen` and its line diff), but
/// not its `InlineSnapshotTesting`, which rewrites the source through swift-syntax: building
/// swift-syntax was a third of the test command's build (docs/performance.md, "Starting"). So a
/// missing or changed inline snapshot is not written into the source: the failure prints the
/// screen as a string literal to paste (and fails, so nobody passes on a snapshot they have not
/// read). File snapshots (`expectScreen(_:snapshot:)`) still record themselves.
package func expectScreen(
  _ canvas: @autoclosure () throws -> Canvas,
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceLocation(
    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  do {
    let failure = InlineSnapshot.failure(of: try canvas(), against: expected?())
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: location) }
  } catch {
    Issue.record(error, sourceLocation: location)
  }
}

/// How an inline snapshot is compared and written in a test's source.
package enum InlineSnapshot {
  /// Why `canvas` does not match the inline snapshot `expected` (nil when it does): a line diff
  /// and the screen to paste, or, with no snapshot, the screen alone.
  package static func failure(of canvas: Canvas, against expected: String?) -> String? {
    let actual = ScreenSnapshotText.of(canvas)
    guard let expected else { return "No inline snapshot; the screen is:\n\n" + literal(actual) }
    guard let (difference, _) = Diffing<String>.lines.diffV2(expected, actual) else { return nil }
    return "The screen differs from its inline snapshot (− snapshot, + screen):\n" + difference
      + "\n\nThe screen now, to paste if the change is intended:\n\n" + literal(actual)
  }

  /// `text` as the multi-line string literal of a `matches` closure.
  package static func literal(_ text: String) -> String {
    let delimiter = text.contains("\"\"\"") || text.contains("\\") ? "#" : ""
    let body = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
    return "{\n  \(delimiter)\"\"\"\n\(body)\n  \"\"\"\(delimiter)\n}"
  }
}

/// Compares a whole canvas, text and styles (``Snapshotting/screen``), with the snapshot file
/// `Tests/<test target>/__Snapshots__/<test file>/<test function>.<name>.txt` (the
/// swift-snapshot-testing file name, in one folder for the target whatever subfolder the test
/// is in); a failure prints a line diff.
///
/// A missing file is recorded and reported as a failure, so CI never passes on a snapshot nobody
/// read. With `AGETUI_RECORD_SNAPSHOTS=1` every snapshot that differs is re-recorded (and
/// reported, with its diff): `AGETUI_RECORD_SNAPSHOTS=1 swift test --filter AgeScreenTests`
/// (or `AppleScreenTests`),
/// then read `git diff`.
package func expectScreen(
  _ canvas: @autoclosure () throws -> Canvas,
  snapshot name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try canvas(), as: .screen, named: name, record: SnapshotFile.record,
    snapshotDirectory: SnapshotFile.directory(for: "\(filePath)"), fileID: fileID,
    file: filePath, testName: String(testName.prefix { $0 != "(" }), line: line, column: column)
  if let failure {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}

/// How the tests treat recorded screens: the one switch, `AGETUI_RECORD_SNAPSHOTS=1`, for the
/// snapshots and for the doc captures (README.md, docs/screens.md) that their tests rewrite.
package enum SnapshotFile {
  /// Whether tests write snapshots and doc captures instead of only comparing them.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1"
  }

  /// `Tests/<test target>/__Snapshots__/<test file>`, the folder of a test file's snapshots:
  /// the target's folder is the one inside `Tests`, whatever subfolder the test is in.
  package static func directory(for testFile: String) -> String {
    let test = URL(fileURLWithPath: testFile)
    var folder = test.deletingLastPathComponent()
    while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent).path
  }

  /// swift-snapshot-testing's record mode for `isRecording`: re-record what differs, or only
  /// what is missing.
  package static var record: SnapshotTestingConfiguration.Record {
    isRecording ? .failed : .missing
  }
}
