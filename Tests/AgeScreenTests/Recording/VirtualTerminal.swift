import AgeScreen

/// A tiny terminal for tests: understands exactly the sequences ``ANSIRenderer`` writes
/// (cursor position, clear screen, SGR) and keeps the text of each cell, so a recording can be
/// replayed and compared with the canvas it came from.
struct VirtualTerminal {
  private(set) var rows: [[String]]
  private var row = 0
  private var column = 0
  let width: Int

  init(width: Int, height: Int) {
    self.width = width
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// The screen as text, wide characters once (their continuation cells skipped).
  var lines: [String] {
    rows.map { $0.joined() }
  }

  mutating func feed(_ data: String) {
    var scalars = Array(data)[...]
    while let character = scalars.popFirst() {
      guard character == "\u{1B}" else {
        put(character)
        continue
      }
      guard scalars.popFirst() == "[" else { continue }
      var parameters = ""
      while let next = scalars.popFirst() {
        if next.isLetter {
          apply(final: next, parameters: parameters)
          break
        }
        parameters.append(next)
      }
    }
  }

  private mutating func apply(final: Character, parameters: String) {
    switch final {
    case "H":
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      row = (numbers.first ?? 1) - 1
      column = (numbers.count > 1 ? numbers[1] : 1) - 1
    case "J":
      rows = rows.map { Array(repeating: " ", count: $0.count) }
    case _:
      break
    }
  }

  private mutating func put(_ character: Character) {
    guard rows.indices.contains(row), column < width else { return }
    let cellWidth = DisplayWidth.of(character)
    rows[row][column] = String(character)
    if cellWidth == 2, column + 1 < width { rows[row][column + 1] = "" }
    column += max(1, cellWidth)
  }
}
