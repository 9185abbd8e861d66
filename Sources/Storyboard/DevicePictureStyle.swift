/// The device pictures' style sheet: iOS's light system colours and type sizes, for the
/// classes ``SVGWriter`` and ``PictureTextStyle`` name.
///
/// Plain rules (no CSS variables) so that librsvg, which reads none, draws them as a browser
/// does. The pictures are a phone's light appearance whatever the page's theme, as a
/// screenshot of a phone would be.
public enum DevicePictureStyle {
  /// The fonts, DejaVu Sans first: the one the README installs, whose coverage and widths the
  /// pictures are laid out and tested by.
  public static let fontFamily = "'DejaVu Sans',Verdana,'Helvetica Neue',Arial,sans-serif"

  /// The style sheet.
  public static let css: String = {
    var css =
      ".bezel{fill:#1c1c1e}.screen{fill:#ffffff}.grouped{fill:#f2f2f7}.island{fill:#000000}"
      + ".card{fill:#ffffff}.card2{fill:#e9e9eb}.sheet{fill:#f9f9f9}.dim{fill:#000000;opacity:.4}"
      + ".alert{fill:#f2f2f2}.hair{fill:#c6c6c8}.blue{fill:#007aff}.red{fill:#ff3b30}"
      + ".green{fill:#34c759}.grey{fill:#8e8e93}.glyph{fill:#ffffff}.keyb{fill:#e5e5ea}"
      + ".banner{fill:#e5e5ea}.tint{fill:#e5efff}.ink{fill:#1c1c1e}"
      + ".line{fill:none;stroke:#8e8e93;stroke-width:1.5px}"
      + ".wline{fill:none;stroke:#ffffff;stroke-width:1.6px}"
      + ".bline{fill:none;stroke:#007aff;stroke-width:2.5px;stroke-linecap:round}"
      + ".mark{fill:none;stroke:#6e6e73;stroke-width:1.2px;stroke-dasharray:1.5 2.5}"
    for style in PictureTextStyle.allCases {
      css += ".\(style.rawValue){font-size:\(style.size)px;fill:\(color(of: style))"
      css += style.isBold ? ";font-weight:bold}" : "}"
    }
    return css
  }()

  private static func color(of style: PictureTextStyle) -> String {
    switch style {
    case .largeTitle, .title, .body, .statusBar, .alertTitle, .alertMessage, .banner, .keypad:
      "#000000"
    case .footnote, .sectionHeader, .value: "#6e6e73"
    case .filledButton, .sentBubble: "#ffffff"
    case .plainButton, .boldButton: "#007aff"
    case .destructiveButton: "#ff3b30"
    }
  }
}
