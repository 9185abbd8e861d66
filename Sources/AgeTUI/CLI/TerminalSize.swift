import AgeScreen
import ArgumentParser

/// A terminal size on the command line, `WIDTHxHEIGHT` (e.g. `120x40`).
struct TerminalSize: ExpressibleByArgument {
  /// The size.
  var size: Size

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (40...1000).contains(width), (12...1000).contains(height)
    else { return nil }
    size = Size(width: width, height: height)
  }

  init(_ size: Size) {
    self.size = size
  }

  var defaultValueDescription: String { "\(size.width)x\(size.height)" }
}
