import FlowEngine

/// One region as every store's region picker (`l`) lists it: its code, its name and where the
/// store's law stands there. Every side draws its rows with ``entries(_:current:matching:)``,
/// so the picker reads the same on each store.
public struct RegionPickerRow: Hashable, Sendable {
  /// The region's code: `US-TX`.
  public var code: RegionCode
  /// Its name: `Texas`.
  public var name: String
  /// Where the store's law stands there today, in a few words.
  public var detail: String

  /// A row for the region `code` named `name`.
  public init(code: RegionCode, name: String, detail: String) {
    self.code = code
    self.name = name
    self.detail = detail
  }

  /// `rows` as the picker's entries, in order: each code padded to the widest, then the name,
  /// the region in force marked `(now)`; only the rows whose code and name `matching` accepts.
  public static func entries(
    _ rows: [RegionPickerRow], current: RegionCode, matching: (String) -> Bool
  ) -> [(entry: PickerOverlay.Entry, code: RegionCode)] {
    let width = rows.map { DisplayWidth.of($0.code.rawValue) }.max() ?? 0
    return rows.filter { matching("\($0.code) \($0.name)") }.map { row in
      let label = Line([
        Span(DisplayWidth.pad(row.code.rawValue, to: width) + "  ", style: .accent),
        Span(row.name),
        Span(row.code == current ? "  (now)" : "", style: .muted),
      ])
      return (PickerOverlay.Entry(label: label, detail: row.detail), row.code)
    }
  }
}
