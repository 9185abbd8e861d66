import ArgumentParser

/// The flags of a store that takes none of its own for a command (Amazon Appstore's `explore`):
/// an empty group, which `--help` shows no section for.
public struct NoStoreFlags: StoreFlagGroup {
  /// No flags.
  public init() {}
}
