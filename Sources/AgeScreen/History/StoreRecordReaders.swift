/// How a journal's reader checks a store's line as it reads it: for each store's journal key,
/// whether the line's record decodes as that store's record type. Handed to the decoder
/// (``userInfoKey``) by the program that replays the journal (``StoreSession``), so a line no
/// store of the session can read is skipped like any other bad line, with the decoder's reason.
/// Without it, a store's line is kept as it is and checked when it is replayed.
public struct StoreRecordReaders: Sendable {
  /// Where a decoder's `userInfo` holds the readers.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "agetui.storeRecordReaders")

  /// Each journal key's check: decodes the record from the decoder given, or throws.
  let readers: [String: @Sendable (any Decoder) throws -> Void]

  /// The readers of `kinds`' sides.
  public init(_ kinds: [StoreSideKind]) {
    var readers: [String: @Sendable (any Decoder) throws -> Void] = [:]
    for kind in kinds { readers[kind.journalKey] = kind.readRecord }
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
