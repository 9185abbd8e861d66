import CustomDump
import Foundation
import Testing

/// The README's table of targets names each target's direct dependencies exactly as
/// `Package.swift` declares them (targets by name, packages' products by package), so the map
/// a newcomer reads is the package's and a new store's targets cannot drift from it.
@Suite struct ReadmeTargetTableTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Rows whose last column describes rather than lists (the kernel has none; the executable
  /// and the registry list every store's rooms; the system libraries name Debian packages).
  static let described: Set<String> = ["FlowEngine", "AgeTUI", "Stores", "CNcurses", "CYaml"]

  /// The text from `open` (an opening bracket) to its matching closing bracket, both excluded.
  static func bracketed(_ text: Substring, from open: String.Index) -> Substring? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      switch text[index] {
      case "[", "(": depth += 1
      case "]", ")":
        depth -= 1
        if depth == 0 { return text[text.index(after: open)..<index] }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The quoted strings in `text`, in order.
  static func quoted(_ text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Each library and executable target's direct dependencies in `manifest`.
  static func declared(in manifest: String) -> [String: Set<String>] {
    var targets: [String: Set<String>] = [:]
    for opening in [".target(", ".executableTarget("] {
      for chunk in manifest.components(separatedBy: opening).dropFirst() {
        let text = Substring(chunk)
        guard let name = quoted(text).first,
          let list = text.range(of: "dependencies: ["),
          let dependencies = bracketed(text, from: text.index(before: list.upperBound))
        else { continue }
        var names: Set<String> = []
        var rest = dependencies
        while let product = rest.range(of: ".product(") {
          let arguments = bracketed(rest, from: rest.index(before: product.upperBound)) ?? ""
          names.formUnion(quoted(rest[..<product.lowerBound]))
          names.formUnion(quoted(arguments).suffix(1))
          rest = rest[arguments.endIndex...].dropFirst()
        }
        names.formUnion(quoted(rest))
        targets[name] = names
      }
    }
    return targets
  }

  /// Each README table row that names one target in bold, with the names in its last column.
  static func listed(in readme: String) -> [String: Set<String>] {
    var rows: [String: Set<String>] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| **") {
      let bold = line.components(separatedBy: "**")
      guard bold.count == 3 else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let last = cells.last else { continue }
      rows[bold[1]] = Set(last.components(separatedBy: ", "))
    }
    return rows
  }

  @Test func everyTargetRowListsThePackagesDependencies() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let declared = Self.declared(in: manifest)
    let listed = Self.listed(in: readme)
    // Test support has no row; the two stores registered alike share one.
    expectNoDifference(
      Set(declared.keys).subtracting(listed.keys),
      ["AppleStore", "GooglePlayStore", "KioskStore", "ScreenTestSupport", "TestSupport"])
    for (target, dependencies) in declared.sorted(by: { $0.key < $1.key })
    where !Self.described.contains(target) {
      guard let row = listed[target] else { continue }
      expectNoDifference(
        row, dependencies,
        "README's row for \(target) lists \(row.sorted()); Package.swift: \(dependencies.sorted())")
    }
  }

  /// The names of `manifest`'s targets declared with `opening` (`.target(`, `.testTarget(`).
  static func names(in manifest: String, declaredWith opening: String) -> Set<String> {
    Set(
      manifest.components(separatedBy: opening).dropFirst().compactMap {
        quoted(Substring($0)).first
      })
  }

  /// The test targets the README's paragraph "Test targets mirror the library targets" names.
  static func testTargetsListed(in readme: String) -> Set<String> {
    guard let start = readme.range(of: "Test targets mirror the library targets:"),
      let end = readme.range(of: "Not mirrored:", range: start.upperBound..<readme.endIndex)
    else { return [] }
    return Set(
      readme[start.upperBound..<end.lowerBound].components(separatedBy: "`").enumerated()
        .filter { $0.offset % 2 == 1 }.map(\.element))
  }

  @Test func everyLibraryHasItsTestTargetAndTheReadmeNamesThemAll() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let libraries = Self.names(in: manifest, declaredWith: ".target(")
    let tests = Self.names(in: manifest, declaredWith: ".testTarget(")
    expectNoDifference(Self.testTargetsListed(in: readme), tests)
    // The test libraries serve the tests; the registry is one value type, tested with the
    // lists read off it (StoresTests); the executable's commands are AgeTUITests'.
    let unmirrored = libraries.filter { !tests.contains("\($0)Tests") }
    expectNoDifference(
      unmirrored, ["KioskStore", "ScreenTestSupport", "StoreRegistry", "TestSupport"])
  }

  @Test func theManifestIsReadTargetByTargetAndProductsByPackage() {
    let manifest = """
      .target(
        name: "Low", dependencies: [], swiftSettings: []),
      .target(
        name: "High",
        dependencies: [
          "Low", .product(name: "ArgumentParser", package: "swift-argument-parser"), "Other",
        ],
        path: "Sources/High"),
      """
    expectNoDifference(
      Self.declared(in: manifest),
      [
        "Low": [], "High": ["Low", "swift-argument-parser", "Other"],
      ])
    expectNoDifference(
      Self.listed(in: "| **High** | `Sources/High` | the job | Low, Other |\n| **A**, **B** | x |"),
      ["High": ["Low", "Other"]])
  }
}
