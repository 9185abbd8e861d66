import ArgumentParser

/// A store's own flags for one command, as the shared commands include them: a store's
/// ``AskStoreOptions`` or ``ExploreStoreOptions``, ``NoStoreFlags`` for a store with none, or
/// ``StoreFlags``, the flags of a list of stores.
public protocol StoreFlagGroup: ParsableArguments {}
