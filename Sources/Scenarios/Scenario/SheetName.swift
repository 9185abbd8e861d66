import FlowEngine

/// A device's system sheet without its values, or none: what `expect: {sheet: …}` names. The
/// names are `SystemSheet.Kind`'s, then `none`, so a new sheet needs no line here.
public struct SheetName: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// The sheet's kind; nil for no sheet.
  public var kind: SystemSheet.Kind?

  /// The name of a sheet of `kind`, or `none` for nil.
  public init(kind: SystemSheet.Kind?) {
    self.kind = kind
  }

  /// The name of `sheet`, or `none`.
  public init(_ sheet: SystemSheet?) {
    self.init(kind: sheet?.kind)
  }

  /// No sheet.
  public static let none = SheetName(kind: nil)

  /// Every sheet's name in `SystemSheet.Kind`'s order, then `none`.
  public static var allCases: [SheetName] {
    SystemSheet.Kind.allCases.map { SheetName(kind: $0) } + [.none]
  }

  /// `messages-compose`, or `none`.
  public var rawValue: String { kind?.rawValue ?? Self.noneName }

  /// The name spelled `rawValue`, if there is one.
  public init?(rawValue: String) {
    if rawValue == Self.noneName {
      self = .none
    } else if let kind = SystemSheet.Kind(rawValue: rawValue) {
      self.init(kind: kind)
    } else {
      return nil
    }
  }

  private static let noneName = "none"
}
