import CustomDump
import Testing

/// Every help that lists the stores lists each registered one, in registration order, in the
/// words the store gives (before, `graph --help` and `explore --help` named Apple's and Google
/// Play's only). Whitespace is folded, so the terminal's wrapping does not matter.
@Suite("Help that lists the stores")
struct StoreListHelpTests {
  @Test(
    "names every registered store",
    arguments: [
      (
        ["--help"],
        "OVERVIEW: Simulate age assurance in the terminal: Apple's Declared Age Range and "
          + "PermissionKit flows, Google Play's Age Signals and Amazon Appstore's "
          + "GetUserAgeData."
      ),
      (
        ["ask", "--help"],
        "--platform <platform> Whose API answers: Apple's Declared Age Range, Google Play's "
          + "Age Signals or Amazon Appstore's GetUserAgeData."
      ),
      (
        ["explore", "--help"],
        "--platforms <list> Platforms to sweep: apple, google-play, amazon-appstore (default: "
          + "apple)."
      ),
      (
        ["graph", "--help"],
        "--platform <platform> apple: the app's flow; google-play: Play's approval state "
          + "machine; amazon-appstore: Amazon's consent per app version. (values: apple, "
          + "google-play, amazon-appstore; default: apple)"
      ),
      (
        ["run", "--help"],
        "A scenario without an Apple part draws its first store's side in cast, svg and png (a "
          + "scenario on several stores with --store google-play or amazon-appstore): that "
          + "side's screens, one per script step; its html page has that store's steps, Play's "
          + "phone and Family Link as phones, Amazon's Fire tablet, parent's side and Developer "
          + "Console as tablets, every Amazon screen AgeTUI's invention (a page"
      ),
    ])
  func namesEveryStore(arguments: [String], sentence: String) throws {
    let run = try AgeTUIBinary.run(arguments)
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains(sentence))
  }
}
