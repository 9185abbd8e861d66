import Delivery
import Foundation

/// Which notifications `agetui-deliver` has handled, kept between runs in the state directory
/// (`delivery/ledger.jsonl`, one ``DeliveryLedgerEntry`` per line, appended): a notification delivered
/// or given up is never posted again, and one waiting for a retry is retried after a restart.
/// The session's journal is never written; this is the deliver process's own file.
public struct DeliveryLedger: Sendable, Equatable {
  /// The UUIDs delivered or given up.
  public private(set) var finished: Set<String> = []
  /// The last attempt of each notification waiting for a retry, by UUID.
  public private(set) var pending: [String: DeliveryLedgerEntry] = [:]
  /// Lines of the file that were not entries (a line torn by a crash), skipped.
  public private(set) var skippedLines = 0

  /// An empty ledger.
  public init() {}

  /// Takes an attempt into account.
  public mutating func record(_ entry: DeliveryLedgerEntry) {
    let uuid = entry.attempt.notificationUUID
    switch entry.attempt.outcome {
    case .delivered, .failed:
      finished.insert(uuid)
      pending[uuid] = nil
    case .retrying:
      pending[uuid] = entry
    }
  }

  /// Whether the notification was delivered, given up, or waits for a retry: a new sighting
  /// of it is not a new delivery.
  public func knows(_ uuid: String) -> Bool {
    finished.contains(uuid) || pending[uuid] != nil
  }

  /// The notifications whose next attempt is due at `now` (seconds since 1970), soonest first.
  public func due(at now: Double) -> [DeliveryLedgerEntry] {
    pending.values
      .filter { ($0.attempt.nextAttemptAt ?? 0) <= now }
      .sorted {
        ($0.attempt.nextAttemptAt ?? 0, $0.attempt.notificationUUID)
          < ($1.attempt.nextAttemptAt ?? 0, $1.attempt.notificationUUID)
      }
  }

  /// The ledger the lines of a ledger file describe; lines that are not entries are counted.
  public init(lines text: String) {
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") where !line.isEmpty {
      if let entry = try? decoder.decode(DeliveryLedgerEntry.self, from: Data(line.utf8)) {
        record(entry)
      } else {
        skippedLines += 1
      }
    }
  }

  /// The ledger stored at `path`; empty when there is no file.
  public static func read(path: String) throws(DeliveryError) -> DeliveryLedger {
    guard FileManager.default.fileExists(atPath: path) else { return DeliveryLedger() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DeliveryError("cannot read the delivery ledger \(path)")
    }
    return DeliveryLedger(lines: String(decoding: data, as: UTF8.self))
  }

  /// One entry as its line, ending in a newline.
  public static func line(_ entry: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(entry)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
