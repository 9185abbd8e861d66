import ArgumentParser

/// The flags of a list of stores for one command: the first store's own group, titled with its
/// name, then the rest's. swift-argument-parser reads a command's options from its type, so the
/// stores' list is a type too (`Stores.Listed`), and each command includes this one group.
public struct StoreFlags<Store: StoreFlagsTitled, Own: StoreFlagGroup, Rest: StoreFlagGroup>:
  StoreFlagGroup
{
  @OptionGroup(title: Store.flagsTitle) var own: Own
  @OptionGroup var rest: Rest

  /// Every store's flags at their defaults.
  public init() {}
}
