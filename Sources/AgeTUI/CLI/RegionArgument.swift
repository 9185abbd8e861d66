import ArgumentParser
import FlowEngine
import Scenarios

/// The `--region` value: a built-in region, looked up by code by ``ValueSpelling``'s rule (any
/// case).
struct RegionArgument: ExpressibleByArgument, Sendable {
  /// The region's row.
  var region: Region

  /// The nonregulated default region.
  static let standard = RegionArgument(region: RegionTable.builtIn.defaultRegion)

  init(region: Region) {
    self.region = region
  }

  init?(argument: String) {
    let table = RegionTable.builtIn
    guard let code = ValueSpelling.first(argument, in: table.codes, spelled: \.rawValue),
      let region = table.region(code: code)
    else { return nil }
    self.region = region
  }

  var defaultValueDescription: String { region.code.rawValue }

  static var allValueStrings: [String] { RegionTable.builtIn.codes.map(\.rawValue) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension RegionTable {
  /// The default row; the built-in table always has it.
  fileprivate var defaultRegion: Region {
    region(code: RegionTable.defaultCode)
      ?? Region(
        code: RegionTable.defaultCode, name: "Default", source: "fallback", confidence: .assumption)
  }
}
