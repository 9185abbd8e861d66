import CustomDump
import FlowEngine
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import GooglePlay
@testable import GooglePlayScreen

/// Play Console with thousands of declared changes: the pane makes only the rows it shows and
/// counts the rest, and each row asks its change's rule of the change in hand. A frame laid out
/// every row and looked each change up again by its ID, so its work grew with the square of
/// the number of changes.
@Suite struct PlayConsoleScaleTests {
  static let size = Size(width: 120, height: 40)

  /// The Texas teen's world with `count` changes declared, effective in three months.
  static func shell(changes count: Int) -> PlayShell {
    var world = PlayStories.world()
    world.changes = (1...count).map {
      PlayDeclaredChange(
        id: PlayWorld.ChangeID("change-\($0)"), description: "Change number \($0).",
        effectiveDate: PlayStories.day(90), declaredOn: PlayStories.today)
    }
    return PlayShell(story: PlayStory(name: "many", title: "Many changes", world: world, steps: []))
  }

  @Test("5,000 declared changes: the first rows are drawn and the rest counted on the edge")
  func thousandsOfChanges() {
    var shell = Self.shell(changes: 5_000)
    _ = shell.update(.shell(.focus(.timeline)), size: Self.size)
    let lines = shell.render(size: Self.size).lines
    // The right half of the bottom row of panes: Play Console. Its document is the title, two
    // rows per change (10,001), the 5,002 buttons and 3 rows under them: 15,006 rows, 12 shown.
    expectNoDifference(
      lines[24...37].map { String($0.dropFirst(60)) },
      [
        "┏ ▶ Play Console · t timeline ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "│ Play Console · Landmarks (com.example.landmarks)         │",
        "│ change-1 · effective 2026-12-13 · scheduled · no status: │",
        "│ Change number 1.                                         │",
        "│ change-2 · effective 2026-12-13 · scheduled · no status: │",
        "│ Change number 2.                                         │",
        "│ change-3 · effective 2026-12-13 · scheduled · no status: │",
        "│ Change number 3.                                         │",
        "│ change-4 · effective 2026-12-13 · scheduled · no status: │",
        "│ Change number 4.                                         │",
        "│ change-5 · effective 2026-12-13 · scheduled · no status: │",
        "│ Change number 5.                                         │",
        "│ change-6 · effective 2026-12-13 · scheduled · no status: │",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ ↓ 14994 more ━┛",
      ])
  }
}

extension PlayConsoleScaleTests {
  @Test("scrolled to its end, the document shows its last buttons and the rows under them")
  func scrolledToTheEnd() {
    var shell = Self.shell(changes: 5_000)
    _ = shell.update(.shell(.focus(.timeline)), size: Self.size)
    shell.documentScroll.timeline = 1 << 20
    let lines = shell.render(size: Self.size).lines
    expectNoDifference(
      lines[24...37].map { String($0.dropFirst(60)) },
      [
        "┏ ▶ Play Console · t timeline ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "│   ✗ Cancel change-4992                                   │",
        "│   ✗ Cancel change-4993                                   │",
        "│   ✗ Cancel change-4994                                   │",
        "│   ✗ Cancel change-4995                                   │",
        "│   ✗ Cancel change-4996                                   │",
        "│   ✗ Cancel change-4997                                   │",
        "│   ✗ Cancel change-4998                                   │",
        "│   ✗ Cancel change-4999                                   │",
        "│   ✗ Cancel change-5000                                   │",
        "│ Age ranges: 0–12, 13–15, 16–17, 18+                      │",
        "│ Revocations (CSV):                                       │",
        "│   installId,revocationDate                               │",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ ↑ 14994 ━┛",
      ])
  }
}
