import Foundation

/// A folder of its own for one test, removed when the test ends.
struct TemporaryFolder: ~Copyable {
  /// The folder's path.
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-session-files-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name`, replacing what was there.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  /// Appends `text` to `name`.
  func append(_ text: String, to name: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file(name)))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }
}
