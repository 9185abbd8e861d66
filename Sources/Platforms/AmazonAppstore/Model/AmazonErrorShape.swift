/// What `userStatus` holds in an error row: Amazon's sample (as ported in WP) writes the empty
/// string, RN's port leaves it null; amazon.md §4 [U]. A switch (`AmazonAssumptions`).
public enum AmazonErrorShape: String, CaseIterable, Hashable, Sendable {
  /// `userStatus` is `""` (the default: the port nearest Amazon's sample).
  case emptyString = "empty-string"
  /// `userStatus` is null.
  case null

  /// The `userStatus` of an error row.
  public var userStatus: AmazonUserStatus? {
    switch self {
    case .emptyString: .notApplicable
    case .null: nil
    }
  }
}
