import CustomDump
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// `c` on every side of a scenario on the three stores: it opens by the side's own first
/// setting (Amazon has no sharing mode, and `c` there used to fail with "--by mode: the sharing
/// mode is Apple and Google Play's"), and Tab reaches the platform comparison, whose title
/// names every store in its columns.
@Suite struct CompareOnEverySideTests {
  static let size = Size(width: 120, height: 40)

  /// A side of `texas-teen-three-stores`: how many `o` reach it, and the title `c` opens on.
  struct Case: Sendable, CustomTestStringConvertible {
    var store: String
    var switches: Int
    var opensOn: String

    var testDescription: String { store }
  }

  static let cases = [
    Case(store: "apple", switches: 0, opensOn: "Compare by sharing mode · step 1/5"),
    Case(store: "google-play", switches: 1, opensOn: "Compare by sharing mode · step 1/5"),
    Case(store: "amazon-appstore", switches: 2, opensOn: "Compare by region · step 1/8"),
  ]

  static func press(_ key: Character, on session: inout StoreSession) throws {
    let action = try #require(session.action(for: .character(key), size: size), "\(key)")
    _ = session.update(action, size: size)
  }

  /// The title of the overlay's box on the screen, nil when no compare box is drawn.
  static func compareTitle(_ session: StoreSession) -> String? {
    let rows = session.render(size: size).lines
    guard let row = rows.first(where: { $0.contains("┏ ▶ Compare by ") }),
      let start = row.range(of: "Compare by ")
    else { return nil }
    let title = row[start.lowerBound...].prefix { $0 != "━" }
    return String(title).trimmingCharacters(in: .whitespaces)
  }

  @Test(arguments: cases)
  func cOpensByTheSidesFirstSettingAndTabReachesEveryStore(_ side: Case) throws {
    var session = try StoreSession(builtIn: "texas-teen-three-stores")
    _ = session.start()
    for _ in 0..<side.switches { try Self.press("o", on: &session) }
    try Self.press("n", on: &session)
    try Self.press("c", on: &session)
    expectNoDifference(Self.compareTitle(session), side.opensOn)
    var titles: [String] = []
    for _ in 0..<4 {
      let action = try #require(session.action(for: .tab, size: Self.size))
      _ = session.update(action, size: Self.size)
      titles.append(Self.compareTitle(session) ?? "none")
    }
    #expect(
      titles.contains("Compare by platform · Apple, Google Play and Amazon Appstore"),
      "\(titles)")
  }
}
