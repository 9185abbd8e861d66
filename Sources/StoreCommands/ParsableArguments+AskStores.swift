import ArgumentParser
import Scenarios

extension ParsableArguments {
  /// The stores' `ask` flags among this value's option groups and the groups they nest, in the
  /// order they are declared.
  public var askStores: [any AskStoreOptions] {
    Mirror(reflecting: self).children.flatMap { child -> [any AskStoreOptions] in
      if let group = child.value as? any AskStoreOptionGroup { return [group.storeOptions] }
      return (child.value as? any NestedOptionGroup)?.nestedArguments.askStores ?? []
    }
  }

  /// What each store whose `ask` flags this type's option groups (and the groups they nest)
  /// hold says, in the order they are declared (read from an unparsed value, whose groups are
  /// only declared).
  public static var askStoreSummaries: [AskStoreSummary] {
    Mirror(reflecting: Self()).children.flatMap { child -> [AskStoreSummary] in
      let group = type(of: child.value)
      if let store = group as? any AskStoreOptionGroup.Type { return [store.storeSummary] }
      return (group as? any NestedOptionGroup.Type)?.nestedType.askStoreSummaries ?? []
    }
  }

  /// The store `chosen` names among ``askStores``, with its flags as parsed; nil when none of
  /// the groups is its.
  public func askStore(_ chosen: ScenarioPlatform) -> (any AskStoreOptions)? {
    askStores.first { $0.platform == chosen }
  }

  /// Refuses, by name, the first flag given of a store other than `chosen`, and a shared
  /// flag only other stores take: a `verification` word, `--supervised`, a `fault` value. A
  /// flag is never silently ignored (`--sdk is Google Play's; it does not go with --platform
  /// apple`, exit 64).
  public func refuseOtherStoresFlags(
    chosen: ScenarioPlatform, verification: String?, supervised: Bool = false,
    fault: String? = nil
  ) throws {
    let stores = askStores
    for store in stores where store.platform != chosen {
      if let name = store.givenOptions.first {
        throw Self.refusal(of: name, belongingTo: store.platform, chosen: chosen)
      }
    }
    let chosenStore = stores.first { $0.platform == chosen }
    if let word = verification, chosenStore?.verificationMethods.contains(word) != true,
      let owner = stores.first(where: { $0.verificationMethods.contains(word) })
    {
      throw Self.refusal(of: "--verified \(word)", belongingTo: owner.platform, chosen: chosen)
    }
    if supervised, chosenStore?.takesSupervised != true,
      let owner = stores.first(where: \.takesSupervised)
    {
      throw Self.refusal(of: "--supervised", belongingTo: owner.platform, chosen: chosen)
    }
    if let fault, chosenStore?.faultNames.contains(fault) != true,
      let owner = stores.first(where: { $0.faultNames.contains(fault) })
    {
      throw Self.refusal(of: "--fault \(fault)", belongingTo: owner.platform, chosen: chosen)
    }
  }

  /// The error naming `flag`, its store, and the store chosen.
  private static func refusal(
    of flag: String, belongingTo owner: ScenarioPlatform, chosen: ScenarioPlatform
  ) -> ValidationError {
    ValidationError(
      "\(flag) is \(owner.title)'s; it does not go with --platform \(chosen.rawValue)")
  }
}
