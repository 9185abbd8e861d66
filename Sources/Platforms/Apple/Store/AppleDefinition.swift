import AppleCommands
import StoreRegistry

/// Apple, as `Stores.Listed` lists it: its registration and its own `ask` and `explore` flags.
public enum AppleDefinition: StoreDefinition {
  /// `ask`'s Apple options (`--os`, `--signed-out`, …).
  public typealias AskFlags = AppleAskOptions
  /// `explore`'s Apple axes.
  public typealias ExploreFlags = AppleExploreOptions
  /// Apple's parts for every shared layer.
  public static var registration: StoreRegistration { .apple }
  /// Apple's sections in `--help`.
  public static var flagsTitle: String { "Apple options" }
}
