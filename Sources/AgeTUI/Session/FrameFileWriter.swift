import AgeScreen
import Storyboard

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Writes the pictures `x` asks for in the TUI, as SVG files in `$XDG_PICTURES_DIR` (when set)
/// or the current directory. A failure is a notice, never an exit: the session goes on.
struct FrameFileWriter {
  /// Where pictures go.
  let directory: URL

  /// A writer for `environment`: `$XDG_PICTURES_DIR` when it is set and not empty, else `.`.
  init(environment: [String: String]) {
    let pictures = environment["XDG_PICTURES_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    directory = URL(fileURLWithPath: pictures ?? ".", isDirectory: true)
  }

  /// Writes the pictures `commands` ask for and reports where on the program's notice line.
  /// - Returns: `true` when a notice was reported (the screen needs a redraw).
  func write<Program: TUIProgram>(
    _ commands: [ProgramCommand<Program.Record>], reportingTo program: inout Program
  ) -> Bool {
    var reported = false
    for case .writeFrame(let request) in commands {
      program.report(write(request))
      reported = true
    }
    return reported
  }

  /// Writes one picture under a name not yet taken (`-2`, `-3`… for a step saved again).
  func write(_ request: FrameRequest) -> Notice {
    let svg = Data(SVGRenderer.render(request.canvas, title: request.baseName).utf8)
    var lastProblem = ""
    for attempt in 1...99 {
      let name = request.baseName + (attempt == 1 ? "" : "-\(attempt)") + ".svg"
      let url = directory.appendingPathComponent(name, isDirectory: false)
      guard !FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        try svg.write(to: url, options: .withoutOverwriting)
        return Notice(.success, "Saved the screen as \(display(url))")
      } catch {
        lastProblem = "cannot write \(display(url)): \(SystemErrorText.reason(error))"
        break
      }
    }
    return Notice(
      .warning,
      "screen not saved: "
        + (lastProblem.isEmpty
          ? "99 pictures of this step already in \(directory.path)" : lastProblem))
  }

  /// `./agetui-texas-teen-2.svg` in the current directory, the full path elsewhere.
  private func display(_ url: URL) -> String {
    directory.relativePath == "." ? "./" + url.lastPathComponent : url.path
  }

}
