import GooglePlayCommands
import StoreRegistry

/// Google Play, as `Stores.Listed` lists it: its registration and its own `ask` and `explore`
/// flags.
public enum GooglePlayDefinition: StoreDefinition {
  /// `ask`'s Google Play options (`--sdk`, `--play-store`, …).
  public typealias AskFlags = PlayAskOptions
  /// `explore`'s Google Play axes.
  public typealias ExploreFlags = PlayExploreOptions
  /// Google Play's parts for every shared layer.
  public static var registration: StoreRegistration { .googlePlay }
  /// Google Play's sections in `--help`.
  public static var flagsTitle: String { "Google Play options" }
}
