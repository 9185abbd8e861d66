/// What a script step's `rejected:` demands of its action, on any store.
public enum ExpectedRejection: Hashable, Sendable {
  /// `rejected: true` or `false`.
  case rejected(Bool)
  /// `rejected: "text"`: rejected, with a reason containing the text.
  case reasonContains(String)
}
