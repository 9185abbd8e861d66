/// How a journal's reader checks a store's line as it reads it: for each journal key, whether
/// the line reads as that store's record. Handed to the decoder (``userInfoKey``) by the
/// program that replays the journal (``StoreSession``), so a line no store of the session can
/// read is skipped like any other bad line, with the decoder's reason. Without it, a store's
/// line is kept as it is and checked when it is replayed.
public struct StoreRecordReaders: Sendable {
  /// Reads a store's record from a whole journal line's decoder, or throws why it cannot.
  public typealias Reader = @Sendable (any Decoder) throws -> TypedJournalRecord

  /// Where a decoder's `userInfo` holds the readers.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "agetui.storeRecordReaders")

  /// Each journal key's reader.
  let readers: [String: Reader]

  /// The readers of `kinds`' sides, each under its lines' keys.
  public init(_ kinds: [StoreSideKind]) {
    var readers: [String: Reader] = [:]
    for kind in kinds {
      for key in kind.lines.keys { readers[key] = kind.lines.read }
    }
    self.readers = readers
  }

  /// `readers` as a decoder's `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] {
    guard let key = Self.userInfoKey else { return [:] }
    return [key: self]
  }

  /// The readers a decoder was handed, nil when it was handed none.
  static func handed(to decoder: any Decoder) -> StoreRecordReaders? {
    Self.userInfoKey.flatMap { decoder.userInfo[$0] as? StoreRecordReaders }
  }
}
