import FlowEngine

/// A name from a closed list, or `none`: what an `expect:` key holds when the thing it names
/// may be absent (`sheet: none`, `question: none`). The names are `Kind`'s own, then `none`, so
/// a new case needs no line here or in the loader.
public struct NameOrNone<Kind>: RawRepresentable, CaseIterable, Hashable, Sendable
where Kind: CaseIterable & RawRepresentable & Hashable & Sendable, Kind.RawValue == String {
  /// The kind named; nil for `none`.
  public var kind: Kind?

  /// `kind`'s name, or `none` for nil.
  public init(kind: Kind?) {
    self.kind = kind
  }

  /// Nothing: the name `none`. (Not spelled `.none`, which an optional's `nil` would shadow.)
  public static var absent: Self { Self(kind: nil) }

  /// Every kind's name in `Kind`'s order, then `none`.
  public static var allCases: [Self] {
    Kind.allCases.map { Self(kind: $0) } + [.absent]
  }

  /// The kind's name, or `none`.
  public var rawValue: String { kind?.rawValue ?? noneName }

  /// The name spelled `rawValue`, if there is one.
  public init?(rawValue: String) {
    if rawValue == noneName {
      self = .absent
    } else if let kind = Kind(rawValue: rawValue) {
      self.init(kind: kind)
    } else {
      return nil
    }
  }
}

private let noneName = "none"
