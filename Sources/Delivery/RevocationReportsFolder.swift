import FlowEngine
import Foundation
import GooglePlay

/// The folder where the other stores' revocation reports are written for the developer
/// (`--reports-folder`), as their consoles offer them for download.
///
/// Google Play: `google-play-revocations.csv`, the file ``PlayRevocationCSV`` renders (UTF-8,
/// one header row, the last 90 days), rewritten whole each time the simulated day moves or a
/// revocation appears. Amazon Appstore is not a store of AgeTUI yet, so its Parental Consent
/// Revocation Report is not written (docs/delivery.md).
public struct RevocationReportsFolder: Sendable {
  /// The folder.
  public let folder: URL
  /// Play's file name.
  public static let playFileName = "google-play-revocations.csv"

  /// The folder at `path`.
  public init(path: String) {
    folder = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The path of Play's file.
  public var playPath: String { folder.appendingPathComponent(Self.playFileName).path }

  /// Writes Play's CSV as Play Console offers it on `day`. - Returns: the text written.
  @discardableResult
  public func writePlay(_ revocations: [PlayRevocation], on day: SimDate) throws(DeliveryError)
    -> String
  {
    let text = PlayRevocationCSV.render(revocations, on: day)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let temporary = folder.appendingPathComponent(".\(Self.playFileName).partial").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, playPath) == 0 else {
        throw DeliveryError("cannot write \(playPath): \(String(cString: strerror(errno)))")
      }
    } catch let error as DeliveryError {
      throw error
    } catch {
      throw DeliveryError("cannot write \(playPath): \(error.localizedDescription)")
    }
    return text
  }
}
