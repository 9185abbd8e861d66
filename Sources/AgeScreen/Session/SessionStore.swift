import Foundation

/// Saves and restores one Codable session value as JSON, so `--resume` can pick up exactly
/// where the last run stopped.
///
/// This is the only file in AgeScreen that does I/O: it lives here, not in the executable, so
/// the unit tests can reach it. Writes are atomic (a temporary file in the same directory,
/// then `rename(2)`), so a crash mid-save leaves the previous session intact. Nothing here
/// traps: every failure comes back as a value the caller can show in one line.
public struct SessionStore<Value: Codable>: Sendable {
  /// The outcome of ``load()``.
  public enum LoadResult {
    /// There is no saved session.
    case none
    /// The saved session.
    case loaded(Value)
    /// The file could not be read as a session. It was renamed to `movedTo` (or could not be
    /// moved, when `movedTo` is `nil`); `message` is one line naming the file and the problem.
    case corrupt(movedTo: URL?, message: String)
  }

  /// The largest session file read (64 MiB); a saved session is far smaller.
  public static var maximumBytes: Int { 64 * 1_048_576 }

  /// The directory holding the session file.
  public let directory: URL
  /// The session file name.
  public let fileName: String

  /// A store for `fileName` inside `directory`.
  public init(directory: URL, fileName: String = "session.json") {
    self.directory = directory
    self.fileName = fileName
  }

  /// The store at the default location: `$XDG_STATE_HOME/agetui/`, or `~/.local/state/agetui/`
  /// when `XDG_STATE_HOME` is unset, empty or relative (the XDG spec says to ignore relative
  /// paths). `nil` when neither variable gives a usable directory.
  public static func defaultDirectory(environment: [String: String]) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(
        "agetui", isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state/agetui", isDirectory: true)
  }

  /// The session file.
  public var fileURL: URL { directory.appendingPathComponent(fileName, isDirectory: false) }

  // MARK: - Saving

  /// Writes `value` atomically, creating the directory when needed.
  /// - Returns: `nil` on success, or one line naming the path and the problem.
  public func save(_ value: Value) -> String? {
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      return "could not encode the session: \(error)"
    }
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return "cannot create \(directory.path): \(reason(error))"
    }
    let temporary = directory.appendingPathComponent(
      ".\(fileName).tmp-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: false)
    guard manager.createFile(atPath: temporary.path, contents: data) else {
      return "cannot write \(temporary.path): \(String(cString: strerror(errno)))"
    }
    guard rename(temporary.path, fileURL.path) == 0 else {
      let message = String(cString: strerror(errno))
      try? manager.removeItem(at: temporary)
      return "cannot replace \(fileURL.path): \(message)"
    }
    return nil
  }

  // MARK: - Loading

  /// Reads the saved session. A file that is not a valid session is moved aside to
  /// `session.json.corrupt-<n>` (the first free `n`), never deleted and never fatal.
  public func load() -> LoadResult {
    let manager = FileManager.default
    let problem: String
    do {
      // A named pipe, device or directory in its place is refused before it is read.
      let bytes = try RegularFileReader.bytes(of: fileURL.path, limit: Self.maximumBytes)
      return .loaded(try JSONDecoder().decode(Value.self, from: Data(bytes)))
    } catch RegularFileReader.Failure.missing {
      return .none
    } catch let error as RegularFileReader.Failure {
      problem = error.reason
    } catch let error as DecodingError {
      problem = describe(error)
    } catch {
      problem = reason(error)
    }
    var index = 1
    while manager.fileExists(atPath: fileURL.path + ".corrupt-\(index)") { index += 1 }
    let aside = URL(fileURLWithPath: fileURL.path + ".corrupt-\(index)")
    guard rename(fileURL.path, aside.path) == 0 else {
      let why = String(cString: strerror(errno))
      return .corrupt(
        movedTo: nil,
        message: "session file \(fileURL.path) is unreadable (\(problem)) and could not be moved"
          + " aside (\(why)); starting fresh")
    }
    return .corrupt(
      movedTo: aside,
      message: "session file \(fileURL.path) is unreadable (\(problem)); moved it to"
        + " \(aside.lastPathComponent) and started fresh")
  }

  // MARK: - Messages

  private func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }

  private func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      return "not valid JSON" + path(context)
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"" + path(context)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong value" + path(context)
    @unknown default:
      return "not a session"
    }
  }

  private func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
    return keys.isEmpty ? "" : " at \(keys)"
  }
}
