import Analyses
import ArgumentParser

/// `explore`'s axes only Google Play's space takes (`PlayExploreSpace.ownOptions`): supervision,
/// the age check's tier, the Age Signals library, the declared change.
struct PlayExploreOptions: ParsableArguments {
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

  /// Each option, by its name on the command line, and its text when given.
  var given: [(String, String?)] {
    [("--supervised", supervised), ("--tiers", tiers), ("--sdk", sdk), ("--change", change)]
  }
}
