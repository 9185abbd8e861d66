import AgeScreen
import CustomDump
import Testing

@Suite struct CellTests {
  @Test(arguments: [
    ("a", 1),
    (" ", 1),
    ("━", 1),
    ("界", 1),
    ("\u{10FFFF}", 1),
    ("e\u{301}", 2),
    ("🇺🇸", 2),
    ("1\u{FE0F}\u{20E3}", 3),
    ("a\u{300}\u{301}\u{302}\u{303}", 5),
    ("\r\n", 2),
  ])
  func keepsAGraphemeOfUpToFiveScalarsWhole(_ text: String, _ count: Int) throws {
    let character = try #require(text.first)
    let cell = Cell(character, style: .accent)
    expectNoDifference(cell.character, character)
    #expect(String(cell.character).unicodeScalars.elementsEqual(text.unicodeScalars))
    expectNoDifference(cell.scalarCount, count)
    expectNoDifference(cell.scalars, Array(text.unicodeScalars))
    expectNoDifference(cell.leadingScalar, text.unicodeScalars.first)
    expectNoDifference(cell.style, .accent)
    #expect(!cell.isContinuation)
  }

  @Test func keepsTheFirstFiveScalarsOfALongerGraphemeAsCursesDoes() throws {
    let character = try #require("a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}".first)
    let cell = Cell(character)
    expectNoDifference(cell.scalarCount, Cell.maximumScalars)
    expectNoDifference(String(cell.character), "a\u{300}\u{301}\u{302}\u{303}")
  }

  @Test func aScalarCellEqualsTheSameGraphemeAsACharacter() {
    expectNoDifference(Cell(scalar: "━", style: .border), Cell("━", style: .border))
    expectNoDifference(Cell(scalar: " "), .blank())
    #expect(Cell(scalar: "x") != Cell("x", style: .muted))
    #expect(Cell(scalar: " ", isContinuation: true) != .blank())
  }

  @Test func settingTheCharacterKeepsStyleAndContinuation() {
    var cell = Cell("a", style: .key, isContinuation: true)
    cell.character = "é"
    expectNoDifference(cell, Cell("é", style: .key, isContinuation: true))
  }
}
