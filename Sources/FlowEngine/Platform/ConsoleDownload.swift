/// A file a store's developer console offers for download, as downloaded on one simulated day
/// (a store's revocation report, say). A developer's backend reads it, so `agetui run --format
/// json` carries it under each run and `agetui-deliver --reports-folder` writes it out, whatever
/// the store.
public struct ConsoleDownload: Hashable, Sendable {
  /// The file's name in a reports folder, unique across stores.
  public var fileName: String
  /// The simulated day it was downloaded.
  public var downloadedOn: SimDate
  /// How many rows it lists below its header.
  public var rowCount: Int
  /// Its whole text, UTF-8, as the console offers it.
  public var text: String

  /// A file named `fileName`, downloaded on `downloadedOn`, holding `text` with `rowCount` rows.
  public init(fileName: String, downloadedOn: SimDate, rowCount: Int, text: String) {
    self.fileName = fileName
    self.downloadedOn = downloadedOn
    self.rowCount = rowCount
    self.text = text
  }
}
