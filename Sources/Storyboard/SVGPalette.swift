import AgeScreen

/// The colours of rendered screens, light and dark, as CSS for the classes ``SVGRenderer``
/// writes.
///
/// A terminal draws the TUI's colours on its own background; a picture has none, so it takes
/// the reader's: light by default, dark under `prefers-color-scheme: dark`. Plain rules (no
/// CSS variables) so that librsvg, which reads no custom properties, draws the light theme.
public enum SVGPalette {
  /// One theme: the background, the default text and the eight terminal colours.
  struct Theme {
    var background: String
    var foreground: String
    var colors: [TerminalColor: String]
  }

  static let light = Theme(
    background: "#ffffff", foreground: "#1f2328",
    colors: [
      .black: "#1f2328", .red: "#b42318", .green: "#1a7f37", .yellow: "#8a5a00",
      .blue: "#0550ae", .magenta: "#8250df", .cyan: "#0b7285", .white: "#6e7781",
    ])

  static let dark = Theme(
    background: "#0d1117", foreground: "#e6edf3",
    colors: [
      .black: "#8b949e", .red: "#ff7b72", .green: "#3fb950", .yellow: "#d29922",
      .blue: "#79c0ff", .magenta: "#d2a8ff", .cyan: "#39c5cf", .white: "#f0f6fc",
    ])

  /// The class that colours text, reverse-video backgrounds and strokes in `color` (nil: the
  /// default foreground).
  static func colorClass(_ color: TerminalColor?) -> String {
    guard let color else { return "s-fg" }
    return "s-\(name(of: color))"
  }

  /// The style sheet: the light theme, then the dark one for readers who prefer it.
  public static let css: String = {
    let fixed =
      ".s-b{font-weight:bold}.s-d{opacity:.55}.s-u{text-decoration:underline}"
      + "path{fill:none;stroke-linecap:square}.s-ln{stroke-width:1.5px}.s-hv{stroke-width:3px}"
    return fixed + rules(light)
      + "@media (prefers-color-scheme: dark){\(rules(dark))}"
  }()

  private static func rules(_ theme: Theme) -> String {
    var css = ".s-bg,.s-inv{fill:\(theme.background)}.s-fg{fill:\(theme.foreground)}"
    css += "path.s-fg{stroke:\(theme.foreground)}"
    for color in TerminalColor.allCases {
      let value = theme.colors[color] ?? theme.foreground
      let name = name(of: color)
      css += ".s-\(name){fill:\(value)}path.s-\(name){stroke:\(value)}"
    }
    return css
  }

  private static func name(of color: TerminalColor) -> String {
    switch color {
    case .black: "black"
    case .red: "red"
    case .green: "green"
    case .yellow: "yellow"
    case .blue: "blue"
    case .magenta: "magenta"
    case .cyan: "cyan"
    case .white: "white"
    }
  }
}
