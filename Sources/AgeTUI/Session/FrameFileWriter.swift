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
///
/// A picture is written whole beside its name first (``AtomicFile``) and then takes the first
/// free name, `-2`, `-3`… for a step saved again: a full disk leaves no cut-off picture behind
/// (so the next picture is not pushed to `-2` by it), and a name that is taken, even by a
/// dangling symbolic link, is passed over, never written through or replaced.
struct FrameFileWriter {
  /// Where pictures go.
  let directory: URL
  private let calls: AtomicFile.SystemCalls

  /// A writer for `environment`: `$XDG_PICTURES_DIR` when it is set and not empty, else `.`.
  init(environment: [String: String], calls: AtomicFile.SystemCalls = .live) {
    let pictures = environment["XDG_PICTURES_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    directory = URL(fileURLWithPath: pictures ?? ".", isDirectory: true)
    self.calls = calls
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
    let svg = SVGRenderer.render(request.canvas, title: request.baseName).utf8
    let names = (1...99).map { request.baseName + ($0 == 1 ? "" : "-\($0)") + ".svg" }
    let urls = names.map { directory.appendingPathComponent($0, isDirectory: false) }
    do throws(AtomicFile.Fault) {
      let file = try AtomicFile(beside: urls[0].path, calls: calls)
      try file.append(svg)
      for url in urls {
        do throws(AtomicFile.Fault) {
          try file.claim(url.path)
          return Notice(.success, "Saved the screen as \(display(url))")
        } catch  where error.code == EEXIST {
          continue
        }
      }
      return Notice(
        .warning, "screen not saved: 99 pictures of this step already in \(directory.path)")
    } catch {
      let url = URL(fileURLWithPath: error.path, isDirectory: false)
      return Notice(.warning, "screen not saved: cannot write \(display(url)): \(error.reason)")
    }
  }

  /// `./agetui-texas-teen-2.svg` in the current directory, the full path elsewhere.
  private func display(_ url: URL) -> String {
    directory.relativePath == "." ? "./" + url.lastPathComponent : url.path
  }
}
