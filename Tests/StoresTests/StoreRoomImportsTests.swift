import CustomDump
import Foundation
import Testing

/// A store is a room: outside `Sources/Platforms/STORE`, only `Stores.swift` imports any of its
/// targets, and only the one that registers it (`…Store`). Read off the sources and the
/// manifest, so a shared layer (or another store) that starts to import a store's module fails
/// here, in the test command, where `make check-store-rooms` would find it only when run.
@Suite struct StoreRoomImportsTests {
  /// The repository's root, three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each target whose sources are in a store's room, and that room's folder name.
  static func storeTargets() throws -> [String: String] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    // Each declaration from its `name:` to the next one's; a package's product named in a
    // dependency list (`name: "ArgumentParser", package: …`) belongs to the target around it.
    var declarations: [(name: String, text: String)] = []
    for chunk in manifest.components(separatedBy: "name: \"").dropFirst() {
      let name = String(chunk.prefix { $0 != "\"" })
      if chunk.dropFirst(name.count).hasPrefix("\", package:"), !declarations.isEmpty {
        declarations[declarations.count - 1].text += chunk
      } else {
        declarations.append((name: name, text: chunk))
      }
    }
    var rooms: [String: String] = [:]
    for (name, text) in declarations {
      guard let path = text.range(of: "path: \"Sources/Platforms/") else { continue }
      rooms[name] = String(text[path.upperBound...].prefix { $0 != "/" })
    }
    return rooms
  }

  /// Every `import` (plain or `@testable`) in `Sources`, as `file: import Module`.
  static func imports() throws -> [(file: String, module: String)] {
    let sources = root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
    var found: [(file: String, module: String)] = []
    for file in (files ?? []).filter({ $0.hasSuffix(".swift") }).sorted() {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[words.count - 2] == "import" else { continue }
        guard words.count == 2 || words.first == "@testable" else { continue }
        found.append((file: "Sources/" + file, module: String(words[words.count - 1])))
      }
    }
    return found
  }

  @Test func onlyTheRegistryImportsAStoreFromOutsideItsRoom() throws {
    let rooms = try Self.storeTargets()
    expectNoDifference(Set(rooms.values), ["Apple", "GooglePlay", "AmazonAppstore"])
    // Targets that name a package's product before their path are still found, and the
    // product itself is no store's.
    expectNoDifference(rooms["AmazonAppstoreCommands"], "AmazonAppstore")
    expectNoDifference(rooms["AgeTUIDeliver"], "Apple")
    expectNoDifference(rooms["ArgumentParser"], nil)
    expectNoDifference(rooms.count, 32)
    let crossing = try Self.imports().compactMap { file, module -> String? in
      guard let room = rooms[module], !file.hasPrefix("Sources/Platforms/\(room)/") else {
        return nil
      }
      return "\(file): import \(module)"
    }
    expectNoDifference(
      crossing,
      [
        "Sources/Stores/Stores.swift: import AmazonAppstoreStore",
        "Sources/Stores/Stores.swift: import AppleStore",
        "Sources/Stores/Stores.swift: import GooglePlayStore",
      ])
  }
}
