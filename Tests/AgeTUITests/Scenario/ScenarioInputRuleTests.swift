import CustomDump
import Foundation
import Testing

@testable import AgeTUI

/// One rule per input: every command and format that takes a scenario file, and the TUI,
/// read it through the same reader, so a byte-order mark is accepted everywhere and the size
/// limit refuses the same files with the same message and exit code everywhere.
@Suite("one reader for scenario files: byte-order mark and size limit")
struct ScenarioInputRuleTests {
  /// A command that reads a scenario file, and the status it ends with when the file is good.
  struct Command: Sendable, CustomTestStringConvertible {
    let arguments: @Sendable (String) -> [String]
    /// 0, or 2 for the TUI, which reads the file before it finds no terminal.
    let goodStatus: Int32
    let testDescription: String

    init(
      _ name: String, goodStatus: Int32 = 0, _ arguments: @escaping @Sendable (String) -> [String]
    ) {
      self.testDescription = name
      self.goodStatus = goodStatus
      self.arguments = arguments
    }
  }

  static let commands: [Command] =
    [Command("check") { ["check", $0] }]
    + RunOutput.formats.map(\.rawValue).map { format in
      Command("run --format \(format)") { ["run", $0, "--format", format] }
    }
    + [
      Command("compare") { ["compare", $0, "--by", "mode"] },
      Command("the TUI (--scenario)", goodStatus: 2) { ["--scenario", $0] },
    ]

  /// The largest file a scenario may be, in bytes.
  static let limit = 1_048_576
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The valid scenario, padded with a comment to exactly `size` bytes, after `prefix`.
  static func padded(to size: Int, after prefix: [UInt8] = []) -> [UInt8] {
    let text = prefix + Array(ScenarioCommandTests.good.utf8)
    return text + Array("#".utf8) + [UInt8](repeating: 0x78, count: size - text.count - 2) + [0x0A]
  }

  /// Runs the command on `bytes` written to `path`.
  static func run(_ command: Command, _ bytes: [UInt8], at path: URL) throws -> AgeTUIBinary.Run {
    try Data(bytes).write(to: path)
    // No terminal: the TUI reads the file, then stops at its terminal check.
    return try AgeTUIBinary.run(command.arguments(path.path), timeLimit: .seconds(60))
  }

  @Test(
    "a byte-order mark, and exactly 1 MiB with or without one: read as the plain file",
    arguments: commands)
  func accepted(_ command: Command) throws {
    try Self.withDirectory { directory in
      let path = directory.appendingPathComponent("scenario.yaml")
      let plain = try Self.run(command, Array(ScenarioCommandTests.good.utf8), at: path)
      expectNoDifference(plain.status, command.goodStatus)
      let variants: [(String, [UInt8])] = [
        ("byte-order mark", Self.byteOrderMark + Array(ScenarioCommandTests.good.utf8)),
        ("exactly the limit", Self.padded(to: Self.limit)),
        (
          "exactly the limit, with a byte-order mark",
          Self.padded(to: Self.limit, after: Self.byteOrderMark)
        ),
      ]
      for (name, bytes) in variants {
        #expect(bytes.count <= Self.limit, "\(name)")
        let run = try Self.run(command, bytes, at: path)
        expectNoDifference(run.status, plain.status, "\(name)")
        expectNoDifference(run.stdout, plain.stdout, "\(name)")
        expectNoDifference(run.stderr, plain.stderr, "\(name)")
      }
    }
  }

  @Test("one byte or two over the limit: the same message at 1:1 and exit 1", arguments: commands)
  func refused(_ command: Command) throws {
    try Self.withDirectory { directory in
      let path = directory.appendingPathComponent("scenario.yaml")
      let message =
        "\(path.path):1:1: error: the file is larger than 1 MiB (1048576 bytes), the most a "
        + "scenario file may hold\n"
      let variants: [(String, [UInt8])] = [
        ("1 byte over", Self.padded(to: Self.limit + 1)),
        ("2 bytes over", Self.padded(to: Self.limit + 2)),
        (
          "1 byte over with a byte-order mark",
          Self.padded(to: Self.limit + 1, after: Self.byteOrderMark)
        ),
      ]
      for (name, bytes) in variants {
        let run = try Self.run(command, bytes, at: path)
        expectNoDifference(run.status, 1, "\(name)")
        expectNoDifference(run.stdout, "", "\(name)")
        expectNoDifference(run.stderr, message, "\(name)")
      }
    }
  }

  private static func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-input-rule-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }
}
