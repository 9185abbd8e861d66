import ArgumentParser

/// A store's own axes of `agetui explore` (`--os`, `--supervised`): an option group the shared
/// command includes through `Stores.ExploreFlags`, so `--help` lists them under the store's
/// name. Its space reads them by name from `ExploreOptions.given`.
public protocol ExploreStoreOptions: StoreFlagGroup {
  /// Each option, by its name on the command line, and its text when given.
  var given: [(String, String?)] { get }
}
