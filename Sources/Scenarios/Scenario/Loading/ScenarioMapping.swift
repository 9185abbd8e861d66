import FlowEngine

/// A mapping's entries, read by key; every key was already checked against the allowed ones.
public struct ScenarioMapping {
  /// One `key: value` pair.
  public struct Entry {
    /// The key.
    public let key: String
    /// The key's node, for errors about the key itself.
    public let keyNode: ScenarioNode
    /// The value.
    public let value: ScenarioNode
  }

  /// The mapping itself.
  public let owner: ScenarioNode
  /// The entries in file order.
  public let entries: [Entry]

  /// The value of a key, if present.
  public subscript(key: String) -> ScenarioNode? {
    entries.first { $0.key == key }?.value
  }

  /// The value of a key that must be present.
  public func required(_ key: String) throws(ScenarioError) -> ScenarioNode {
    guard let value = self[key] else {
      throw owner.error("missing required key \"\(key)\"")
    }
    return value
  }

  /// The value of a key, or nil when absent or null.
  public func optional(_ key: String) -> ScenarioNode? {
    guard let value = self[key], !value.isNull else { return nil }
    return value
  }

  /// Whether a key is present.
  public func has(_ key: String) -> Bool {
    self[key] != nil
  }
}
