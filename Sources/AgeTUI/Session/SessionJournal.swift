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
/// Only the session holding the journal's ``JournalLock`` writes it (``SessionRecorder``);
/// anyone may read it with ``load()`` or ``read()``, which never change the file. A fresh
/// session replaces the file atomically (a temporary file, then `rename(2)`); each change is
/// appended whole or not at all (``JournalWriter``). When reading, a line in the middle that is
/// not a record is skipped (the others still count), a last line cut short by a crash is
/// dropped, and a last record that is whole but lacks its newline is kept.
public struct SessionJournal<Record: Codable>: Sendable {
  /// The first line of every journal.
  public static var header: String { SessionJournalFormat.header }
  /// The largest journal read: 256 MiB, a session of millions of actions.
  public static var maximumBytes: Int { SessionJournalFormat.maximumBytes }

  /// The outcome of ``read()``.
  enum Reading {
    /// There is no saved session.
    case none
    /// The file could not be read; the system's reason.
    case unreadable(String)
    /// The file is not a journal of this version; what is wrong with it.
    case foreign(String)
    /// What the journal holds.
    case contents(JournalContents<Record>)
  }

  /// The journal file.
  public let fileURL: URL
  /// What the decoder is handed to check records as they are read (the program's
  /// `journalDecodingInfo`: a store's lines checked by that store).
  public var decodingInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// A journal at `fileURL`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The journal a session writes unless told otherwise (`--session`), and the one
  /// `agetui notes` follows.
  public static var defaultFileName: String { SessionJournalFormat.defaultFileName }

  /// The directory sessions are saved in: `$XDG_STATE_HOME/agetui/`, or
  /// `~/.local/state/agetui/` when `XDG_STATE_HOME` is unset, empty or relative (the XDG spec
  /// says to ignore relative paths). nil when neither variable gives a usable directory.
  public static func defaultDirectory(environment: [String: String]) -> URL? {
    StateDirectory.url(environment: environment)
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

  /// The header and its newline.
  static var headerLine: Data { Data((header + "\n").utf8) }

  /// `records` as journal lines, each ending in a newline.
  func encode(_ records: [Record]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = Data()
    for record in records {
      data.append(try encoder.encode(record))
      data.append(0x0A)
    }
    return data
  }

  /// Renames the journal to `NAME.SUFFIX-N` (the first N free), keeping every byte of it.
  /// - Returns: the new file name, or the system's reason it could not be renamed.
  func setAside(suffix: String) -> Result<String, JournalFault> {
    var index = 1
    while RegularFileReader.exists(fileURL.path + ".\(suffix)-\(index)") { index += 1 }
    let aside = fileURL.path + ".\(suffix)-\(index)"
    guard rename(fileURL.path, aside) == 0 else {
      return .failure(.current("move aside", fileURL.path))
    }
    return .success(URL(fileURLWithPath: aside).lastPathComponent)
  }

  // MARK: - Reading

  /// Reads the journal line by line without changing it.
  func read() -> Reading {
    let data: Data
    do throws(RegularFileReader.Failure) {
      data = Data(try RegularFileReader.bytes(of: fileURL.path, limit: Self.maximumBytes))
    } catch .missing {
      return .none
    } catch .unreadable(let reason) {
      return .unreadable(reason)
    } catch {
      return .foreign(error.reason)
    }
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else {
      let found = lines.first.map { String(decoding: $0.prefix(60), as: UTF8.self) } ?? ""
      return .foreign(
        found.contains("agetui-session") ? "another format version: \(found)" : "no session header")
    }
    lines.removeFirst()
    // The text after the last newline: empty when the file ends as a good writer leaves it.
    let unterminated = lines.popLast().flatMap { $0.isEmpty ? nil : $0 }
    var contents = JournalContents<Record>()
    contents.entries = Self.decode(lines, skipped: &contents.skipped, info: decodingInfo)
    if let unterminated {
      let line = lines.count + 2
      if let record = try? Self.decoder(info: decodingInfo).decode(
        Record.self, from: Data(unterminated))
      {
        contents.entries.append(JournalContents.Entry(line: line, record: record))
        contents.lacksFinalNewline = true
      } else {
        contents.tornLine = line
      }
    }
    return .contents(contents)
  }

  /// The records on `lines` (the header's following lines); the lines that are not records
  /// go to `skipped`.
  private static func decode(
    _ lines: [Data.SubSequence], skipped: inout [JournalContents<Record>.SkippedLine],
    info: [CodingUserInfoKey: any Sendable]
  ) -> [JournalContents<Record>.Entry] {
    // One decode of the whole list is far faster than one decode per line; only a journal
    // with a bad line pays for the second pass.
    var array = Data("[".utf8)
    for (index, line) in lines.enumerated() {
      if index > 0 { array.append(0x2C) }
      array.append(contentsOf: line)
    }
    array.append(0x5D)
    let decoder = Self.decoder(info: info)
    if let records = try? decoder.decode([Record].self, from: array),
      records.count == lines.count
    {
      return records.enumerated().map {
        JournalContents.Entry(line: $0.offset + 2, record: $0.element)
      }
    }
    var entries: [JournalContents<Record>.Entry] = []
    for (index, line) in lines.enumerated() {
      do {
        entries.append(
          JournalContents.Entry(
            line: index + 2, record: try decoder.decode(Record.self, from: Data(line))))
      } catch {
        skipped.append(
          JournalContents.SkippedLine(
            line: index + 2, problem: line.isEmpty ? "an empty line" : describe(error)))
      }
    }
    return entries
  }

  /// A decoder handed `info`.
  private static func decoder(info: [CodingUserInfoKey: any Sendable]) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo = info
    return decoder
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
