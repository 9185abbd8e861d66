import AppleAnalyses
import ArgumentParser
import StoreCommands

/// `explore`'s axes only Apple's space takes (`AppleExploreSpace.ownOptions`): the family, the
/// account's verification, signing in, the OS.
public struct AppleExploreOptions: ExploreStoreOptions {
  @Option(help: ArgumentHelp("Family Sharing membership: yes, no.", valueName: "list"))
  var family: String?

  @Option(
    help: ArgumentHelp(
      "Account verification: none, payment, government-id, other.", valueName: "list"))
  var verification: String?

  @Option(help: ArgumentHelp("Signed in to an Apple Account: yes, no.", valueName: "list"))
  var signedIn: String?

  @Option(help: ArgumentHelp("OS versions: 26.0, 26.1, 26.2, 26.4, 26.5, 27.0.", valueName: "list"))
  var os: String?

  /// Apple's axes at their defaults.
  public init() {}

  /// Each option, by its name on the command line, and its text when given.
  public var given: [(String, String?)] {
    [
      ("--family", family), ("--verification", verification), ("--signed-in", signedIn),
      ("--os", os),
    ]
  }
}
