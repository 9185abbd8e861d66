import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Turns SVG into PNG through librsvg's `rsvg-convert`, the converter Debian ships in
/// `librsvg2-bin`: drawing text and strokes ourselves would mean shipping a rasteriser.
enum PNGConverter {
  /// The PNG of `svg`, or an exit after one line on standard error: 1 when the converter is
  /// missing or fails.
  static func convert(svg: String) throws -> Data {
    let executable = try ConverterProcess.executable(
      named: "rsvg-convert",
      ifMissing: "Error: --format png needs `rsvg-convert` on PATH to turn the SVG into a PNG. "
        + "Install it (Debian/Ubuntu: sudo apt-get install librsvg2-bin; macOS: brew install "
        + "librsvg), or use --format svg.")
    let png = try ConverterProcess.run(
      executable, arguments: ["--format", "png"], input: Data(svg.utf8))
    guard !png.isEmpty else {
      StandardError.line("Error: \(executable.path) printed no PNG.")
      throw ExitCode(1)
    }
    return png
  }
}
