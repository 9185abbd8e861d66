import AgeScreen
import Foundation
import SnapshotTesting
import Testing

/// Compares a whole canvas with the snapshot file
/// `Tests/AmazonAppstoreScreenTests/__Snapshots__/<test file>/<test function>.<name>.txt`: every
/// row quoted, so trailing blanks show, as the other stores' screen snapshots are. A missing file
/// is recorded and reported as a failure; `AGETUI_RECORD_SNAPSHOTS=1` re-records what differs.
func expectAmazonScreen(
  _ canvas: Canvas, snapshot name: String, filePath: StaticString = #filePath,
  fileID: StaticString = #fileID, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let recording = ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1"
  let test = URL(fileURLWithPath: "\(filePath)")
  let directory = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(test.deletingPathExtension().lastPathComponent).path
  let failure = verifySnapshot(
    of: canvas, as: SimplySnapshotting.lines.pullback { $0.description }, named: name,
    record: recording ? .failed : .missing, snapshotDirectory: directory, fileID: fileID,
    file: filePath, testName: String(testName.prefix { $0 != "(" }), line: line, column: column)
  if let failure {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}
