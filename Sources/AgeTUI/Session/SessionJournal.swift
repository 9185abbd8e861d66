#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// The session file: a header line, then one JSON record per line, appended as the session
/// changes, so saving costs one short write however long the session is and the file grows
/// linearly. `--resume` reads the records back and replays them.
///
/// A fresh session replaces the file atomically (a temporary file, then `rename(2)`). A crash in
/// the middle of an append can leave a torn last line; it is dropped and reported, never fatal.
/// A file that is not a journal is moved aside to `NAME.corrupt-<n>` and reported.
public struct SessionJournal<Record: Codable>: Sendable {
  /// The first line of every journal.
  public static var header: String { #"{"format":"agetui-session","version":2}"# }
  /// The largest journal `load()` reads: 256 MiB, a session of millions of actions.
  public static var maximumBytes: Int { 256 << 20 }

  /// The outcome of ``load()``.
  public enum LoadResult {
    /// There is no saved session.
    case none
    /// The records, and a one-line warning when a torn last line was dropped.
    case loaded([Record], warning: String?)
    /// The file is not a usable journal; `message` says why and where it went.
    case unusable(message: String)
  }

  /// The journal file.
  public let fileURL: URL

  /// A journal at `fileURL`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The directory sessions are saved in: `$XDG_STATE_HOME/agetui/`, or
  /// `~/.local/state/agetui/` when `XDG_STATE_HOME` is unset, empty or relative (the XDG spec
  /// says to ignore relative paths). nil when neither variable gives a usable directory.
  public static func defaultDirectory(environment: [String: String]) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(
        "agetui", isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state/agetui", isDirectory: true)
  }

  /// Moves a session file saved by an older AgeTUI (format 1, `session.json`) out of the way.
  /// - Returns: one line saying what was found and where it went, or nil when there was none.
  public static func setAsideFormatOne(in directory: URL) -> String? {
    let old = directory.appendingPathComponent("session.json")
    guard FileManager.default.fileExists(atPath: old.path) else { return nil }
    let aside = directory.appendingPathComponent("session.json.format-1")
    guard rename(old.path, aside.path) == 0 else {
      return "\(old.path) was saved by an older AgeTUI (format 1) and cannot be resumed"
    }
    return "\(old.path) was saved by an older AgeTUI (format 1) and cannot be resumed; "
      + "moved it to \(aside.lastPathComponent) and started fresh"
  }

  // MARK: - Writing

  /// Replaces the journal with one holding `records`.
  /// - Returns: nil on success, or one line naming the path and the problem.
  public func start(with records: [Record]) -> String? {
    let directory = fileURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return "cannot create \(directory.path): \(SystemErrorText.reason(error))"
    }
    let lines: Data
    do {
      lines = try encode(records)
    } catch {
      return "could not encode the session: \(error)"
    }
    let temporary = directory.appendingPathComponent(
      ".\(fileURL.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: Data((Self.header + "\n").utf8) + lines)
    else {
      return "cannot write \(temporary.path): \(String(cString: strerror(errno)))"
    }
    guard rename(temporary.path, fileURL.path) == 0 else {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      return "cannot replace \(fileURL.path): \(message)"
    }
    return nil
  }

  /// Appends records at the end of the journal in one write.
  /// - Returns: nil on success, or one line naming the path and the problem.
  public func append(_ records: [Record]) -> String? {
    guard !records.isEmpty else { return nil }
    let lines: Data
    do {
      lines = try encode(records)
    } catch {
      return "could not encode the session: \(error)"
    }
    let descriptor = open(fileURL.path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return "cannot append to \(fileURL.path): \(String(cString: strerror(errno)))"
    }
    defer { close(descriptor) }
    let written = lines.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == lines.count else {
      return "cannot append to \(fileURL.path): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  private func encode(_ records: [Record]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = Data()
    for record in records {
      data.append(try encoder.encode(record))
      data.append(0x0A)
    }
    return data
  }

  // MARK: - Reading

  /// Reads the journal. A special file in its place (a named pipe, a device, a directory) is
  /// refused without being read, so it can never block, and moved aside like a damaged file.
  public func load() -> LoadResult {
    let data: Data
    do throws(RegularFileReader.Failure) {
      data = Data(try RegularFileReader.bytes(of: fileURL.path, limit: Self.maximumBytes))
    } catch .missing {
      return .none
    } catch .unreadable(let reason) {
      return .unusable(message: "cannot read \(fileURL.path): \(reason); starting fresh")
    } catch {
      return setAside(error.reason)
    }
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else {
      let found = lines.first.map { String(decoding: $0.prefix(60), as: UTF8.self) } ?? ""
      return setAside(
        found.contains("agetui-session")
          ? "another format version: \(found)" : "no session header")
    }
    lines.removeFirst()
    var warning: String?
    if let last = lines.last, !last.isEmpty {
      // No final newline: an append was cut short. Everything before it is intact.
      lines.removeLast()
      warning = "the last change in \(fileURL.lastPathComponent) was cut short and is dropped"
    } else if lines.last?.isEmpty == true {
      lines.removeLast()
    }
    // One decode of the whole list is far faster than one decode per line.
    var array = Data("[".utf8)
    for (index, line) in lines.enumerated() {
      if index > 0 { array.append(0x2C) }
      array.append(contentsOf: line)
    }
    array.append(0x5D)
    do {
      return .loaded(try JSONDecoder().decode([Record].self, from: array), warning: warning)
    } catch {
      return setAside("a record is \(Self.describe(error))")
    }
  }

  private func setAside(_ problem: String) -> LoadResult {
    let manager = FileManager.default
    var index = 1
    while manager.fileExists(atPath: fileURL.path + ".corrupt-\(index)") { index += 1 }
    let aside = fileURL.path + ".corrupt-\(index)"
    guard rename(fileURL.path, aside) == 0 else {
      return .unusable(
        message: "session file \(fileURL.path) is unusable (\(problem)) and could not be moved "
          + "aside (\(String(cString: strerror(errno)))); starting fresh")
    }
    return .unusable(
      message: "session file \(fileURL.path) is unusable (\(problem)); moved it to "
        + "\(URL(fileURLWithPath: aside).lastPathComponent) and started fresh")
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted: return "not valid JSON"
    case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case .typeMismatch, .valueNotFound: return "of the wrong type"
    @unknown default: return "not a session record"
    }
  }
}
