import ArgumentParser
import Foundation

/// Turns SVG into PNG through librsvg's `rsvg-convert`, the converter Debian ships in
/// `librsvg2-bin`: drawing text and strokes ourselves would mean shipping a rasteriser.
enum PNGConverter {
  /// The PNG of `svg`, or an exit after one line on standard error: 1 when the converter is
  /// missing or fails.
  static func convert(svg: String) throws -> Data {
    guard let executable = GraphCommand.findOnPath("rsvg-convert") else {
      ScenarioSource.printError(
        "Error: --format png needs `rsvg-convert` on PATH to turn the SVG into a PNG. Install "
          + "it (Debian/Ubuntu: sudo apt-get install librsvg2-bin; macOS: brew install librsvg), "
          + "or use --format svg.")
      throw ExitCode(1)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--format", "png"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      ScenarioSource.printError(
        "Error: cannot run \(executable.path): \(error.localizedDescription)")
      throw ExitCode(1)
    }
    // rsvg-convert reads the whole document before it writes, so writing all of it first
    // cannot deadlock on a full output pipe.
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    let png = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, !png.isEmpty else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      ScenarioSource.printError(
        "Error: \(executable.path) failed (exit \(process.terminationStatus))"
          + (text.isEmpty ? "." : ": \(text)"))
      throw ExitCode(1)
    }
    return png
  }
}
