import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a command's standard output arrived (issue 42: a write that fails is an error).
///
/// Commands write standard output through ``StandardStream`` only (never stdio's `print`, whose
/// failures Swift cannot see): a full disk, a file past `ulimit -f` or `/dev/full` makes a write
/// fail, and the first failure is kept. When a command has run, the buffer is written out and
/// checked: output that did not arrive ends the command with a message that says why, and a
/// non-zero status, instead of a success that left a cut-off file. (A closed pipe still ends the
/// process by SIGPIPE, as it does for `head`'s writers.)
enum OutputCheck {
  /// The status of a command whose standard output could not be written (sysexits' EX_IOERR).
  static let failureStatus: Int32 = 74

  /// Writes out standard output's buffer; nil when everything written arrived, else the
  /// message to print on standard error.
  static func failure() -> String? {
    StandardStream.flush()
    let code = StandardStream.outputFailure.load(ordering: .relaxed)
    guard code != 0 else { return nil }
    return "agetui: could not write standard output: \(String(cString: strerror(code)))"
  }

  /// Writes the file a command was asked for (`graph --output FILE`) whole or not at all
  /// (``AtomicFile``); when it cannot, says which file and why, and ends the command with
  /// ``failureStatus``, as for standard output.
  static func writeFile(_ bytes: some Sequence<UInt8>, to path: String) throws {
    do throws(AtomicFile.Fault) {
      try AtomicFile.write(bytes, to: path)
    } catch {
      StandardError.line("agetui: could not write “\(error.path)”: \(error.reason)")
      throw ExitCode(failureStatus)
    }
  }

  /// Ends the process as `status` says, unless the output did not arrive: then with the
  /// message and ``failureStatus``.
  static func exit(_ status: Int32) -> Never {
    if let failure = failure() {
      StandardError.line(failure)
      terminateProcess(failureStatus)
    }
    terminateProcess(status)
  }
}

/// The C library's `exit`, which ``OutputCheck/exit(_:)`` shadows.
private func terminateProcess(_ status: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(status)
  #else
    Darwin.exit(status)
  #endif
}
