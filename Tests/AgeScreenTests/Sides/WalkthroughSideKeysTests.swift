import AgeScreen
import CustomDump
import Testing

/// Every walkthrough side's key table is built one way: the shared bindings it handles, in its
/// words, with `t` and `o` at the same places (`o` after `?`, as on Apple's side) and `o` named
/// by the other store's first word when the footer is crowded.
struct WalkthroughSideKeysTests {
  static let keys = WalkthroughSideKeys(
    handles: { [.quit, .toggleHelp, .closeHelp, .choose, .nextStep].contains($0) },
    help: [.nextStep: "Play the next step of the kiosk's script"],
    paneNames: PerPane(
      child: "the kiosk", parent: "the parent", settings: "its rows", timeline: "log"),
    timelineHelp: "Show the log")

  @Test(
    "o names the other store, by its short name or first word when crowded; t stays after the shared keys",
    arguments: [
      ("Google Play", "Play", "Play"), ("Google Play", nil, "Google"), ("Apple", nil, "Apple"),
      ("Amazon Appstore", nil, "Amazon"),
    ] as [(String, String?, String)])
  func theSwitchKeyNamesTheOtherStore(store: String, shortTitle: String?, short: String) throws {
    let table = Self.keys.table(otherStore: store, shortTitle: shortTitle)
    expectNoDifference(
      table.bindings.map(\.action),
      [
        .shell(.quit), .shell(.quit), .shell(.toggleHelp), .shell(.closeHelp), .switchStore,
        .shell(.choose), .shell(.nextStep), .toggleTimeline,
      ])
    let switchKey = try #require(table.bindings.first { $0.action == .switchStore })
    expectNoDifference(switchKey.hint, KeyHint(keys: "o", label: store, shortLabel: short, rank: 1))
    expectNoDifference(
      switchKey.help, "Switch to this scenario's \(store) side (each side keeps its place)")
  }

  @Test func aSideAloneHasNoSwitchKeyAndItsOwnWords() {
    let table = Self.keys.table(otherStore: nil)
    expectNoDifference(
      table.bindings.map(\.action),
      [
        .shell(.quit), .shell(.quit), .shell(.toggleHelp), .shell(.closeHelp), .shell(.choose),
        .shell(.nextStep), .toggleTimeline,
      ])
    expectNoDifference(
      table.bindings.map(\.help).suffix(2),
      [
        "Play the next step of the kiosk's script", "Show the log",
      ])
    expectNoDifference(table.bindings[4].panes, Set(Pane.allCases))
  }
}
