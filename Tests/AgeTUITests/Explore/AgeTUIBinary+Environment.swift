import Foundation
import Testing

extension AgeTUIBinary {
  /// Whether Graphviz's `dot` is on this process's PATH.
  static var hasGraphviz: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }
}
