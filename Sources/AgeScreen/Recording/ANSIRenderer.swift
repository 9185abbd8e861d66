/// Turns canvases into the bytes a terminal needs to show them: what recordings store.
///
/// The same colours and emphasis as the curses adapter (``CellStyle/foreground`` and
/// ``CellStyle/emphasis``), so a recording looks like the live screen. Only rows that differ
/// from the previous frame are sent, as curses does.
public enum ANSIRenderer {
  /// The bytes that turn a terminal showing `previous` (nil: anything) into `canvas`.
  public static func frame(_ canvas: Canvas, after previous: Canvas?, usesColor: Bool) -> String {
    let isFull = previous?.size != canvas.size
    var output = isFull ? "\u{1B}[0m\u{1B}[2J" : ""
    for row in 0..<canvas.size.height {
      if !isFull, let previous, previous.cells(row: row) == canvas.cells(row: row) { continue }
      output += "\u{1B}[\(row + 1);1H"
      for span in canvas.runs(row: row) {
        output += sgr(for: span.style, usesColor: usesColor) + span.text
      }
      output += "\u{1B}[0m"
    }
    return output
  }

  /// The SGR sequence that selects a style from a reset state.
  public static func sgr(for style: CellStyle, usesColor: Bool) -> String {
    var codes = ["0"]
    let emphasis = style.emphasis
    if emphasis.contains(.bold) { codes.append("1") }
    if emphasis.contains(.dim) { codes.append("2") }
    if emphasis.contains(.underline) { codes.append("4") }
    if emphasis.contains(.reverse) { codes.append("7") }
    if usesColor, let color = style.foreground { codes.append("\(30 + color.rawValue)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
