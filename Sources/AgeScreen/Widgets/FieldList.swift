/// A device pane's section of named values under a heading, e.g. "The app received:" and the
/// fields of the last answer, the same on every store: drawn at full contrast (it is what the
/// scene is about, not an aside), each field `name = value` on one row, or, when the two do not
/// fit the pane together, the name with its `=` and the value indented under it, so a value is
/// never cut away from its name.
public struct FieldList: Hashable, Sendable {
  /// One field: a name and its value, e.g. `installId` and a UUID.
  public struct Field: Hashable, Sendable {
    /// The field's name.
    public var name: String
    /// Its value, as shown.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The heading, e.g. "The app received:".
  public var heading: String
  /// The fields, in order.
  public var fields: [Field]
  /// What the section says when there are no fields, e.g. "The app has received nothing yet.".
  public var empty: String

  /// Columns a field's row is indented by, and its value under its name by twice that.
  static let indent = 2

  /// Creates a section.
  public init(heading: String, fields: [Field], empty: String) {
    self.heading = heading
    self.fields = fields
    self.empty = empty
  }

  /// The section's rows for a pane `width` columns wide: the heading, then each field.
  public func lines(width: Int) -> [Line] {
    guard !fields.isEmpty else { return [Line(empty, style: .muted)] }
    let margin = String(repeating: " ", count: Self.indent)
    return [Line(heading, style: .title)]
      + fields.flatMap { field -> [Line] in
        let row = "\(margin)\(field.name) = \(field.value)"
        if DisplayWidth.of(row) <= width { return [Line(row)] }
        let under = margin + margin
        let value = DisplayWidth.wrap(field.value, to: max(1, width - DisplayWidth.of(under)))
        return [Line("\(margin)\(field.name) =")] + value.map { Line(under + $0) }
      }
  }
}
