/// A platform as `explore --platforms` names it beside the others: known before its sweep runs,
/// so the platforms' report can start (its text's first line, the CSV header, the JSON list)
/// while the sweeps still run.
public struct ExplorePlatform: Hashable, Sendable {
  /// `--platforms`' name and the JSON list's: `apple`, `google-play`.
  public var name: String
  /// How the text's first line names it: `Apple`, `Google Play`.
  public var title: String
  /// Its section's key in the platforms' JSON: `apple`, `googlePlay`.
  public var jsonKey: String
  /// Its own columns in the platforms' CSV, after the columns every platform shares (Apple's
  /// report's, which the others fill where the concept is the same).
  public var csvColumns: [String]

  /// Names a platform.
  public init(name: String, title: String, jsonKey: String, csvColumns: [String] = []) {
    self.name = name
    self.title = title
    self.jsonKey = jsonKey
    self.csvColumns = csvColumns
  }
}

extension ExplorePlatform {
  /// Apple's sweep: its columns are the shared ones.
  public static let apple = ExplorePlatform(name: "apple", title: "Apple", jsonKey: "apple")
}
