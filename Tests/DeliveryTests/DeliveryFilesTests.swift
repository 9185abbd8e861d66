import CustomDump
import Delivery
import FlowEngine
import Foundation
import Testing

/// What every store's delivery shares: the reports folder a console's download is written to
/// whole, lines appended whole, and one deliverer at a time per state directory.
@Suite("Delivery's files")
struct DeliveryFilesTests {
  /// A fresh folder under the temporary directory.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-delivery-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a console download replaces the file of its name whole, and nothing else is left")
  func reportsFolderReplacesWhole() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = ReportsFolder(path: root.appendingPathComponent("reports").path)
    let day = try #require(SimDate(year: 2026, month: 9, day: 15))
    let first = ConsoleDownload(
      fileName: "revocations.csv", downloadedOn: day, rowCount: 1, text: "a,b\n1,2\n")
    let second = ConsoleDownload(
      fileName: "revocations.csv", downloadedOn: day, rowCount: 0, text: "a,b\n")
    let path = try folder.write(first)
    expectNoDifference(path, root.appendingPathComponent("reports/revocations.csv").path)
    try folder.write(second)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a,b\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.folder.path) == [
        "revocations.csv"
      ])
  }

  @Test("lines are appended whole, and a file that cannot be opened is named")
  func appendFile() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("ledger.jsonl").path
    try AppendFile.append("{\"a\":1}\n", to: path)
    try AppendFile.append("{\"b\":2}\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}\n{\"b\":2}\n")
    let missing = root.appendingPathComponent("no-such-folder/ledger.jsonl").path
    #expect(throws: DeliveryError("cannot write \(missing): No such file or directory")) {
      try AppendFile.append("x\n", to: missing)
    }
  }

  @Test("a second deliverer from the same state directory is refused, naming the first")
  func oneDelivererAtATime() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("deliver.lock").path
    let held = try DeliveryLock.acquire(path: path)
    #expect(
      throws: DeliveryError(
        "another agetui-deliver (PID \(getpid())) is already delivering from \(root.path); "
          + "only one delivers at a time, so a notification is never posted twice: stop it first")
    ) {
      _ = try DeliveryLock.acquire(path: path)
    }
    withExtendedLifetime(held) {}
  }
}
