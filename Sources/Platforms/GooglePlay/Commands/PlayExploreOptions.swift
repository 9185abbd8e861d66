import ArgumentParser
import StoreCommands

/// `explore`'s axes only Google Play's space takes (`PlayExploreSpace.ownOptions`): supervision,
/// the age check's tier, the Age Signals library, the declared change.
public struct PlayExploreOptions: ExploreStoreOptions {
  @Option(
    help: ArgumentHelp(
      "Google Play: supervised with Family Link: yes, no.", valueName: "list"))
  var supervised: String?

  @Option(
    help: ArgumentHelp(
      "Google Play: how the age was checked: none, tier-c, tier-d.", valueName: "list"))
  var tiers: String?

  @Option(help: ArgumentHelp("Google Play: Age Signals library: 0.0.4, 0.0.3.", valueName: "list"))
  var sdk: String?

  @Option(
    help: ArgumentHelp(
      "Google Play: the declared change: effective, cancelled.", valueName: "list"))
  var change: String?

  /// Google Play's axes at their defaults.
  public init() {}

  /// Each option, by its name on the command line, and its text when given.
  public var given: [(String, String?)] {
    [("--supervised", supervised), ("--tiers", tiers), ("--sdk", sdk), ("--change", change)]
  }
}
