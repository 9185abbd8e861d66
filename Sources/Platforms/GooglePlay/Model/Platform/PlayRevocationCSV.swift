import FlowEngine

/// The revocation list Play Console offers for download (reference §8.3 [V]: revoked approvals
/// appear as install IDs in a CSV, kept 90 days), as a pure function of the list and the day.
///
/// The reference does not give the file's header or columns [U]; AgeTUI's is `installId,
/// revocationDate` [I]: the SDK's own field name for the ID, and the day as an ISO date.
public enum PlayRevocationCSV {
  /// The header line [I].
  public static let header = "installId,revocationDate"
  /// The file's name in a reports folder (AgeTUI's: the reference names no file).
  public static let fileName = "google-play-revocations.csv"

  /// The file as downloaded on `today`.
  public static func download(_ revocations: [PlayRevocation], on today: SimDate)
    -> ConsoleDownload
  {
    ConsoleDownload(
      fileName: fileName, downloadedOn: today, rowCount: listed(revocations, on: today).count,
      text: render(revocations, on: today))
  }

  /// The CSV on `today`: the header, then one line per revocation of the last 90 days, oldest
  /// first (ties by install ID), each line ending in a newline.
  public static func render(_ revocations: [PlayRevocation], on today: SimDate) -> String {
    let rows = listed(revocations, on: today).map { "\($0.installID),\($0.revokedOn)" }
    return ([header] + rows).map { $0 + "\n" }.joined()
  }

  /// The revocations the CSV lists on `today`, in its order: those of the last 90 days,
  /// oldest first, ties by install ID.
  public static func listed(_ revocations: [PlayRevocation], on today: SimDate)
    -> [PlayRevocation]
  {
    revocations
      .filter { $0.isListed(on: today) }
      .sorted { ($0.revokedOn, $0.installID) < ($1.revokedOn, $1.installID) }
  }
}
