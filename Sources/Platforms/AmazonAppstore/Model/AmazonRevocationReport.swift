import FlowEngine

/// The Parental Consent Revocation Report in the Developer Console's Download Center (amazon.md
/// §7 [V]): one UTF-8 CSV with one header row, `user_id,app_asin,app_name,action`, then one row
/// per revocation of the last 90 days, `action` always `REVOKED`, and no date column. It is
/// refreshed daily; AgeTUI reads that as: the file downloaded on a day holds the revocations of
/// the 90 days before it, so a revocation first appears the next day [I].
public struct AmazonRevocationReport: Hashable, Sendable {
  /// The day the report was downloaded.
  public var downloadedOn: SimDate
  /// Its rows, oldest revocation first (ties by user ID).
  public var rows: [AmazonRevocation]

  /// The columns, in order (amazon.md §7 [V, JA copy]).
  public static let columns = ["user_id", "app_asin", "app_name", "action"]
  /// The only `action` the report holds.
  public static let action = "REVOKED"
  /// The file's encoding.
  public static let encoding = "UTF-8"
  /// How many days the report keeps.
  public static let retentionDays = 90
  /// The file's name in a reports folder (AgeTUI's: amazon.md names no file).
  public static let fileName = "amazon-appstore-revocations.csv"

  /// The report as a file a backend reads.
  public var download: ConsoleDownload {
    ConsoleDownload(
      fileName: Self.fileName, downloadedOn: downloadedOn, rowCount: rows.count, text: csv)
  }

  /// The report as downloaded on `today` from every revocation so far.
  public init(_ revocations: [AmazonRevocation], on today: SimDate) {
    self.downloadedOn = today
    self.rows =
      revocations
      .filter { Self.lists($0, on: today) }
      .sorted { ($0.revokedOn, $0.userId) < ($1.revokedOn, $1.userId) }
  }

  /// Whether the report downloaded on `today` lists `revocation`: revoked 1 to 90 days before
  /// [I: the daily refresh runs before the day's revocations].
  public static func lists(_ revocation: AmazonRevocation, on today: SimDate) -> Bool {
    let age = today.daysSinceEpoch - revocation.revokedOn.daysSinceEpoch
    return age >= 1 && age <= retentionDays
  }

  /// The CSV text: the header, then the rows, each line ending in a newline; a field with a
  /// comma, quote or line break is quoted.
  public var csv: String {
    let lines =
      [Self.columns]
      + rows.map { [$0.userId, $0.appASIN, $0.appName, Self.action] }
    return lines.map { $0.map(Self.field).joined(separator: ",") + "\n" }.joined()
  }

  private static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
  }
}
