/// One column of the `GetUserAgeData` row the app last received, in Amazon's key and value
/// (`userStatus`, `"SUPERVISED"`; `null` where Amazon returns NULL).
public struct AmazonReceivedField: Hashable, Sendable {
  /// Amazon's key.
  public var name: String
  /// Its value as the JSON object writes it.
  public var value: String

  /// A field.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
