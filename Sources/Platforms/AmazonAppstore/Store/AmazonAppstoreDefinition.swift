import AmazonAppstoreCommands
import StoreRegistry

/// Amazon Appstore, as `Stores.Listed` lists it: its registration and its own `ask` flags (it
/// has no `explore` axes of its own).
public enum AmazonAppstoreDefinition: StoreDefinition {
  /// `ask`'s Amazon Appstore options (`--test-option`, `--consent`, …).
  public typealias AskFlags = AmazonAskOptions
  /// Amazon Appstore's parts for every shared layer.
  public static var registration: StoreRegistration { .amazonAppstore }
  /// Amazon Appstore's section in `--help`.
  public static var flagsTitle: String { "Amazon Appstore options" }
}
