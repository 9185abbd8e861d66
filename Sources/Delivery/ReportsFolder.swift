import FlowEngine
import Foundation

/// The folder where the files the stores' consoles offer for download are written for the
/// developer (`--reports-folder`): each store's own (``ConsoleDownload``), Google Play's
/// revocation list and Amazon Appstore's Parental Consent Revocation Report today, under its own
/// name. A file is replaced whole (written beside it, then renamed over it), so a backend reading
/// it never sees half of one.
public struct ReportsFolder: Sendable {
  /// The folder.
  public let folder: URL

  /// The folder at `path`.
  public init(path: String) {
    folder = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The path `fileName` has in the folder.
  public func path(of fileName: String) -> String {
    folder.appendingPathComponent(fileName).path
  }

  /// Writes `download` under its name, replacing the one there. - Returns: its path.
  @discardableResult
  public func write(_ download: ConsoleDownload) throws(DeliveryError) -> String {
    let path = path(of: download.fileName)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let temporary = folder.appendingPathComponent(".\(download.fileName).partial").path
      try Data(download.text.utf8).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, path) == 0 else {
        throw DeliveryError("cannot write \(path): \(String(cString: strerror(errno)))")
      }
    } catch let error as DeliveryError {
      throw error
    } catch {
      throw DeliveryError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }
}
