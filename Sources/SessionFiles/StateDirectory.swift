#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where AgeTUI keeps its state (the session journal, PID files, the delivery ledger and test
/// root): `$XDG_STATE_HOME/agetui`, else `~/.local/state/agetui`.
public enum StateDirectory {
  /// The directory for `environment`; nil when neither variable holds an absolute path.
  public static func url(environment: [String: String]) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(
        "agetui", isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state/agetui", isDirectory: true)
  }
}
