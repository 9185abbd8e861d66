/// One system surface a simulated device can show, and its variant where the words or buttons
/// differ: the age-range prompt per request purpose, a blocked screen per reason, and so on.
/// Each store names its own (Apple's catalogue is `SystemSurface.all` in Apple's room), and
/// `agetui prompts` lists every store's.
public struct SystemSurface: Hashable, Sendable {
  /// The stable kebab-case name (`AppleSheet.name` for a sheet): `age-range-prompt`.
  public var name: String
  /// The variant, where one surface differs by purpose, reason or state: `feature`.
  public var variant: String?

  /// Creates a surface.
  public init(_ name: String, _ variant: String? = nil) {
    self.name = name
    self.variant = variant
  }

  /// `name` or `name:variant`, the key `run --step` accepts.
  public var id: String { variant.map { "\(name):\($0)" } ?? name }
}
