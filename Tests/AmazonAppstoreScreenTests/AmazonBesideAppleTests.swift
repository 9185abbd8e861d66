import AgeScreen
import AmazonAppstoreScreen
import CustomDump
import Scenarios
import Stores
import Testing

@testable import AppleScreen

/// Amazon's side in a session beside Apple's, as the TUI holds it: found by
/// ``StoreSideKind/amazonAppstore(finder:)``, `o` switches to it and back, each side keeps its
/// place, its records go into the session's one journal, and `--resume` brings it back. Until
/// the scenario format has an Amazon part, the finder hands every scenario the Texas teen's
/// story.
@Suite struct AmazonBesideAppleTests {
  let size = Size(width: 80, height: 24)

  static let kinds: [StoreSideKind] = [
    .apple, .amazonAppstore { _ in AmazonStories.texasTeen },
  ]

  func session() throws -> StoreSession {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == "texas-teen" })
    let document = ScenarioDocument(source)
    return StoreSession(
      opening: document, scenario: try ScenarioOpener.yaml.load(document), kinds: Self.kinds,
      opener: .yaml)
  }

  /// The records `session` saves for `keys`, in order.
  func press(_ keys: [Character], on session: inout StoreSession) throws
    -> [SessionRecord]
  {
    try keys.flatMap { key in
      let action = try #require(session.action(for: .character(key), size: size))
      return session.update(action, size: size).flatMap { command -> [SessionRecord] in
        guard case .save(let records, _) = command else { return [] }
        return records
      }
    }
  }

  @Test func oSwitchesToAmazonAndBackEachSideKeepingItsPlace() throws {
    var session = try session()
    var journal = session.start().flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
    expectNoDifference(session.sides.platforms, [AppleSide.platform, AmazonSide.platform])
    journal += try press(["o", "n", "n"], on: &session)
    expectNoDifference(session.sides.shownPlatform, AmazonSide.platform)
    expectNoDifference(session.side(AmazonSide.self)?.walkthroughLabel, "script 2/9")
    expectNoDifference(session.side(AmazonSide.self)?.otherStore, "Apple")
    journal += try press(["o"], on: &session)
    expectNoDifference(session.sides.shownPlatform, AppleSide.platform)
    // Besides where its screen is (`screen` records, the last of which wins), the journal
    // holds Amazon's switches and steps, in order.
    let amazon = journal.compactMap(AmazonSide.sideRecord(in:)).filter { record in
      guard case .screen = record else { return true }
      return false
    }
    expectNoDifference(
      amazon,
      [
        .shown(true), .jump(1, cause: .nextStep), .jump(2, cause: .nextStep), .shown(false),
      ])

    var restored = try self.session()
    expectNoDifference(restored.restore(journal), nil)
    expectNoDifference(restored.sides.shownPlatform, AppleSide.platform)
    expectNoDifference(
      restored.side(AmazonSide.self)?.present, session.side(AmazonSide.self)?.present)
    expectNoDifference(
      restored.side(AmazonSide.self)?.screen, session.side(AmazonSide.self)?.screen)
  }
}
