import FlowEngine
import Foundation
import Scenarios
import Stores

/// The files mutations start from: every built-in scenario and every YAML or JSON example in
/// the docs.
enum FuzzSeeds {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each seed as bytes.
  static let all: [[UInt8]] = ScenarioLibrary.sources.map { Array($0.yaml.utf8) } + docExamples

  /// The fenced ```yaml and ```json blocks of docs/*.md.
  static var docExamples: [[UInt8]] {
    let docs = root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    var blocks: [[UInt8]] = []
    for name in names.sorted() where name.hasSuffix(".md") {
      guard
        let text = try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      var rest = text[...]
      while let open = rest.range(of: "\n```yaml\n") ?? rest.range(of: "\n```json\n"),
        let close = rest[open.upperBound...].range(of: "\n```")
      {
        blocks.append(Array((rest[open.upperBound..<close.lowerBound] + "\n").utf8))
        rest = rest[close.upperBound...]
      }
    }
    return blocks
  }
}
