import Foundation

/// A fresh directory for one test's files, and what it holds.
final class ScratchDirectory {
  /// The directory.
  let url: URL
  /// Its path.
  var path: String { url.path }

  /// Makes a new empty directory under the system's temporary directory.
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-writes-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// `name` inside the directory.
  func file(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the directory, hidden ones too, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// The text of `name`.
  func text(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
  }
}
