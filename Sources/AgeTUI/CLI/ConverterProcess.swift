import ArgumentParser
import Foundation

/// Runs an external converter (Graphviz's `dot`, librsvg's `rsvg-convert`) on text we made.
enum ConverterProcess {
  /// Feeds `input` to `executable` and returns what it printed; on failure, one line on
  /// standard error with the converter's own message, and exit 1.
  static func run(_ executable: URL, arguments: [String], input: Data) throws -> Data {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let inputPipe = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      StandardError.line(
        "Error: cannot run \(executable.path): \(error.localizedDescription)")
      throw ExitCode(1)
    }
    // Both converters read their whole input before they write, so writing all of it first
    // cannot deadlock on a full output pipe.
    inputPipe.fileHandleForWriting.write(input)
    try? inputPipe.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      StandardError.line(
        "Error: \(executable.path) failed (exit \(process.terminationStatus))"
          + (text.isEmpty ? "." : ": \(text)"))
      throw ExitCode(1)
    }
    return printed
  }
}
