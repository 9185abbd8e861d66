import AgeScreen
import Foundation
import InlineSnapshotTesting
import SnapshotTesting
import Testing

/// Compares a whole canvas, text and styles (``Snapshotting/screen``), with the snapshot written
/// inline in the trailing `matches` closure; a failure prints a line diff.
///
/// Leave the closure out and run the test: swift-snapshot-testing writes it into the source
/// (and fails once, so nobody passes on a snapshot they have not read).
func expectScreen(
  _ canvas: @autoclosure () throws -> Canvas,
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertInlineSnapshot(
    of: try canvas(), as: .screen, record: SnapshotFile.record,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"),
    matches: expected, fileID: fileID, file: filePath, function: function, line: line,
    column: column)
}

/// Compares a whole canvas, text and styles (``Snapshotting/screen``), with the snapshot file
/// `Tests/AgeScreenTests/__Snapshots__/<test file>/<test function>.<name>.txt` (the
/// swift-snapshot-testing file name, in one folder for the target whatever subfolder the test
/// is in); a failure prints a line diff.
///
/// A missing file is recorded and reported as a failure, so CI never passes on a snapshot nobody
/// read. With `AGETUI_RECORD_SNAPSHOTS=1` every snapshot that differs is re-recorded (and
/// reported, with its diff): `AGETUI_RECORD_SNAPSHOTS=1 swift test --filter AgeScreenTests`,
/// then read `git diff`.
func expectScreen(
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
enum SnapshotFile {
  /// Whether tests write snapshots and doc captures instead of only comparing them.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1"
  }

  /// `Tests/AgeScreenTests/__Snapshots__/<test file>`, the folder of a test file's snapshots.
  static func directory(for testFile: String) -> String {
    let test = URL(fileURLWithPath: testFile)
    var folder = test.deletingLastPathComponent()
    while folder.lastPathComponent != "AgeScreenTests", folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent).path
  }

  /// swift-snapshot-testing's record mode for `isRecording`: re-record what differs, or only
  /// what is missing.
  static var record: SnapshotTestingConfiguration.Record {
    isRecording ? .failed : .missing
  }
}
