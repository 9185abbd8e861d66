import Foundation
import Testing

extension AgeTUIBinary {
  /// Runs `agetui` with arguments and a changed environment (`nil` removes a variable).
  static func run(_ arguments: [String], environment changes: [String: String?]) throws -> Run {
    let binary = try locate()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-explore-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    for url in [outURL, errURL]
    where !FileManager.default.createFile(atPath: url.path, contents: nil) {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Whether Graphviz's `dot` is on this process's PATH.
  static var hasGraphviz: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }
}
