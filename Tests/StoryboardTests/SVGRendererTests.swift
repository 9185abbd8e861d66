import AgeScreen
import CustomDump
import Foundation
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct SVGRendererTests {
  /// The opening every picture of `columns` × `rows` cells shares, without a style sheet.
  static func opening(columns: Int, rows: Int) -> String {
    let width = columns * 10
    let height = rows * 20
    return
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-screen\" viewBox=\"0 0 \(width) "
      + "\(height)\" width=\"\(width)\" height=\"\(height)\" font-family=\"'DejaVu Sans Mono',"
      + "'Menlo','Consolas','Liberation Mono','Noto Sans Mono',monospace\" font-size=\"16\" "
      + "xml:space=\"preserve\"><rect class=\"s-bg\" width=\"\(width)\" height=\"\(height)\"/>"
  }

  static func text(_ classes: String, x: Int, y: Int = 15, columns: Int, _ text: String) -> String {
    "<text class=\"\(classes)\" x=\"\(x)\" y=\"\(y)\" textLength=\"\(columns * 10)\" "
      + "lengthAdjust=\"spacingAndGlyphs\">\(text)</text>"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var style: CellStyle
    var columns: Int
    var body: String
    var testDescription: String { name }
  }

  @Test(
    arguments: [
      Case(
        name: "plain text, trailing blanks dropped", text: "ab", style: .plain, columns: 3,
        body: text("s-fg", x: 0, columns: 2, "ab")),
      Case(
        name: "a wide character is a run of its own, two cells wide", text: "界a",
        style: .plain, columns: 4,
        body: text("s-fg", x: 0, columns: 2, "界") + text("s-fg", x: 20, columns: 1, "a")),
      Case(
        name: "a combining mark stays with its base in one cell", text: "e\u{301}x",
        style: .plain, columns: 2, body: text("s-fg", x: 0, columns: 2, "e\u{301}x")),
      Case(
        name: "success is green and bold", text: "ok", style: .success, columns: 2,
        body: text("s-green s-b", x: 0, columns: 2, "ok")),
      Case(
        name: "danger is red, bold and underlined", text: "no", style: .danger, columns: 2,
        body: text("s-red s-b s-u", x: 0, columns: 2, "no")),
      Case(
        name: "muted is dim", text: "hint", style: .muted, columns: 4,
        body: text("s-fg s-d", x: 0, columns: 4, "hint")),
      Case(
        name: "markup characters are escaped", text: "<&\"'>", style: .plain, columns: 5,
        body: text("s-fg", x: 0, columns: 5, "&lt;&amp;&quot;&#39;&gt;")),
    ])
  func oneRow(_ sample: Case) {
    var canvas = Canvas(size: Size(width: sample.columns, height: 1))
    canvas.write(sample.text, column: 0, row: 0, style: sample.style)
    expectNoDifference(
      SVGRenderer.render(canvas, includesStyle: false),
      Self.opening(columns: sample.columns, rows: 1) + sample.body + "</svg>\n")
  }

  @Test func reverseVideoIsABackgroundUnderTextInTheBackgroundColour() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), style: .header)
    canvas.write("hi", column: 1, row: 0, style: .header)
    canvas.write("go", column: 0, row: 1, style: .selected)
    expectNoDifference(
      SVGRenderer.render(canvas, includesStyle: false),
      Self.opening(columns: 4, rows: 2)
        + "<rect class=\"s-fg\" x=\"0\" y=\"0\" width=\"40\" height=\"20\"/>"
        + "<rect class=\"s-cyan\" x=\"0\" y=\"20\" width=\"20\" height=\"20\"/>"
        + Self.text("s-inv", x: 10, columns: 2, "hi")
        + Self.text("s-inv s-b", x: 0, y: 35, columns: 2, "go") + "</svg>\n")
  }

  @Test func boxDrawingIsStrokesJoinedAcrossCells() {
    var canvas = Canvas(size: Size(width: 3, height: 3))
    for (row, line) in ["┌─┐", "│x│", "└─┘"].enumerated() {
      canvas.write(line, column: 0, row: row)
    }
    expectNoDifference(
      SVGRenderer.render(canvas, includesStyle: false),
      Self.opening(columns: 3, rows: 3)
        + "<path class=\"s-ln s-fg\" d=\"M5 10H25M5 10V50M25 10V50M5 50H25\"/>"
        + Self.text("s-fg", x: 10, y: 35, columns: 1, "x") + "</svg>\n")
  }

  @Test func heavyLinesOfTheFocusedBorderAreThickAndColoured() {
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.write("┏━", column: 0, row: 0, style: .focusedBorder)
    expectNoDifference(
      SVGRenderer.render(canvas, includesStyle: false),
      Self.opening(columns: 2, rows: 1)
        + "<path class=\"s-hv s-cyan\" d=\"M5 10H20M5 10V20\"/></svg>\n")
  }

  @Test func anAreaIsDrawnFromItsOwnOrigin() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.write("abcd", column: 0, row: 0)
    canvas.write("efgh", column: 0, row: 1)
    expectNoDifference(
      SVGRenderer.render(
        canvas, area: Rect(x: 1, y: 1, width: 2, height: 1), includesStyle: false),
      Self.opening(columns: 2, rows: 1) + Self.text("s-fg", x: 0, columns: 2, "fg")
        + "</svg>\n")
  }

  @Test func theTitleIsEscapedAndTheStyleSheetEmbedded() {
    let svg = SVGRenderer.render(Canvas(size: Size(width: 1, height: 1)), title: "a<b\u{7}")
    #expect(
      svg.contains(" role=\"img\" aria-label=\"a&lt;b\u{FFFD}\"><title>a&lt;b\u{FFFD}</title>"))
    #expect(svg.contains("<style>\(SVGPalette.css)</style>"))
  }

  @Test func aWholeScreenParsesAsXML() throws {
    var player = AppleScriptPlayer(
      try ScenarioOpener.yaml.open(#require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))),
      size: Size(width: 120, height: 40))
    player.advance(to: 2)
    let svg = SVGRenderer.render(player.canvas, title: "texas-teen after step 2")
    let document = try XMLDocument(xmlString: svg, options: [])
    let root = try #require(document.rootElement())
    expectNoDifference(root.name, "svg")
    expectNoDifference(
      root.attributes?.first { $0.localName == "viewBox" }?.stringValue, "0 0 1200 800")
    let texts = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    #expect(texts.contains { $0.contains("AgeTUI — texas-teen") })
  }
}
