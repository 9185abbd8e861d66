import AgeScreen
import Storyboard

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Writes the pictures `x` asks for in the TUI, as SVG files in `$XDG_PICTURES_DIR` (when set to
/// an absolute path) or the current directory. A failure is a notice and a lasting mark
/// (``LostPictures``), never an exit: the session goes on.
///
/// A picture is written whole beside its name first (``AtomicFile``) and then takes the first
/// free name, `-2`, `-3`… for a step saved again: a full disk leaves no cut-off picture behind
/// (so the next picture is not pushed to `-2` by it), and a name that is taken, even by a
/// dangling symbolic link, is passed over, never written through or replaced.
struct FrameFileWriter {
  /// What one picture came to.
  struct Written: Equatable {
    /// What the notice line says.
    var notice: Notice
    /// Why the picture was not saved; nil when it was.
    var loss: LostPictures.Loss?
  }

  /// Where pictures go.
  let directory: URL
  private let calls: AtomicFile.SystemCalls
  private let now: () -> Int

  /// A writer for `environment`: `$XDG_PICTURES_DIR` when it is an absolute path, else `.`. The
  /// XDG base directory rules call a relative path invalid, to be ignored: taken relative to
  /// wherever the TUI was started, it would scatter pictures over the working directories.
  init(
    environment: [String: String], calls: AtomicFile.SystemCalls = .live,
    now: @escaping () -> Int = { Int(time(nil)) }
  ) {
    let pictures = environment["XDG_PICTURES_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    directory = URL(fileURLWithPath: pictures ?? ".", isDirectory: true)
    self.calls = calls
    self.now = now
  }

  /// Writes the pictures `commands` ask for, reports where on the program's notice line, and
  /// counts those not saved in `lost`.
  /// - Returns: `true` when a notice was reported (the screen needs a redraw).
  func write<Program: TUIProgram>(
    _ commands: [ProgramCommand<Program.Record>], reportingTo program: inout Program,
    losing lost: inout LostPictures
  ) -> Bool {
    var reported = false
    for case .writeFrame(let request) in commands {
      let written = write(request)
      program.report(written.notice)
      if let loss = written.loss { lost.add(loss) }
      reported = true
    }
    return reported
  }

  /// Writes one picture under a name not yet taken (`-2`, `-3`… for a step saved again).
  func write(_ request: FrameRequest) -> Written {
    let svg = SVGRenderer.render(request.canvas, title: request.baseName).utf8
    let names = (1...99).map { request.baseName + ($0 == 1 ? "" : "-\($0)") + ".svg" }
    let urls = names.map { directory.appendingPathComponent($0, isDirectory: false) }
    do throws(AtomicFile.Fault) {
      let file = try AtomicFile(beside: urls[0].path, calls: calls)
      try file.append(svg)
      for url in urls {
        do throws(AtomicFile.Fault) {
          try file.claim(url.path)
          return Written(notice: Notice(.success, "Saved the screen as \(display(url))"))
        } catch  where error.code == EEXIST {
          continue
        }
      }
      return lost(
        problem: "99 pictures of this step already in \(directory.path)",
        shortReason: "99 pictures of this step")
    } catch {
      let url = URL(fileURLWithPath: error.path, isDirectory: false)
      return lost(
        problem: "cannot write \(display(url)): \(error.reason)", shortReason: error.shortReason)
    }
  }

  /// A picture not saved for `problem`.
  private func lost(problem: String, shortReason: String) -> Written {
    Written(
      notice: Notice(.warning, "screen not saved: \(problem)"),
      loss: LostPictures.Loss(time: now(), problem: problem, shortReason: shortReason))
  }

  /// `./agetui-texas-teen-2.svg` in the current directory, the full path elsewhere.
  private func display(_ url: URL) -> String {
    directory.relativePath == "." ? "./" + url.lastPathComponent : url.path
  }
}
