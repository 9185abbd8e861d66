/// The speaker notes screen (`agetui notes`), drawn from a ``NotesState`` alone: large and
/// plain for a presenter glancing at a laptop, with room between the parts rather than
/// borders, and nothing the presenter does not need mid-talk.
///
/// From the top: the scenario's title, the step and the time since the walkthrough started,
/// the narration to read now, the next step's caption, and the keys to press in the TUI. When
/// the screen is short, the narration gives up its last lines (ending in `…`) before anything
/// else does.
public enum NotesView {
  /// The widest line of text, in columns.
  public static var maximumColumns: Int { 92 }

  /// The screen for `state` at `size`.
  public static func render(_ state: NotesState, size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    let margin = size.width >= 100 ? 4 : size.width >= 40 ? 2 : 0
    // Lines longer than about 90 columns are hard to read at a glance: wide windows keep
    // the measure and leave the rest of the row empty.
    let columns = min(size.width - 2 * margin, maximumColumns)
    let parts: Parts
    switch state.phase {
    case .waiting(let waiting):
      parts = waitingParts(waiting, directory: state.stateDirectory, columns: columns)
    case .following(let step):
      parts = followingParts(step, elapsed: state.elapsedText, columns: columns)
    }
    let lines = parts.arranged(rows: size.height - 2, columns: columns)
    let area = Rect(x: margin, y: 0, width: columns, height: size.height)
    for (index, line) in lines.enumerated() {
      canvas.write(line, column: margin, row: 1 + index, clip: area)
    }
    if size.height >= 3 {
      let skipped =
        state.skippedLines == 0
        ? ""
        : state.skippedLines == 1
          ? " · 1 unreadable journal line skipped"
          : " · \(state.skippedLines) unreadable journal lines skipped"
      let catchingUp = state.isCatchingUp ? " · catching up with the session…" : ""
      canvas.write(
        Line("q quits the notes" + skipped + catchingUp, style: .muted), column: margin,
        row: size.height - 1, clip: area)
    }
    return canvas
  }

  /// The screen's parts top to bottom, each a block of lines; blocks are separated by a blank
  /// line where there is room.
  struct Parts {
    /// Blocks above the narration.
    var head: [[Line]]
    /// The narration, the one block that shrinks.
    var body: [Line]
    /// Blocks below the narration.
    var tail: [[Line]]

    /// The lines to draw in `rows` rows of `columns` columns.
    func arranged(rows: Int, columns: Int) -> [Line] {
      let fixed = (head + tail).reduce(0) { $0 + $1.count }
      let blocks = (head + [body] + tail).filter { !$0.isEmpty }.count
      // One blank between blocks, unless the narration needs those rows to be read whole.
      let gap = fixed + max(0, blocks - 1) + body.count <= rows ? 1 : 0
      let room = max(0, rows - fixed - gap * max(0, blocks - 1))
      var narration = Array(body.prefix(room))
      if narration.count < body.count, let last = narration.popLast() {
        narration.append(Self.cut(last, columns: columns))
      }
      var lines: [Line] = []
      let all = (head + [narration] + tail).filter { !$0.isEmpty }
      for (index, block) in all.enumerated() {
        if index > 0 { lines.append(contentsOf: repeatElement(Line([]), count: gap)) }
        lines.append(contentsOf: block)
      }
      return Array(lines.prefix(max(0, rows)))
    }

    /// `line` ending in `…` within `columns`, to say that more text did not fit.
    static func cut(_ line: Line, columns: Int) -> Line {
      let style = line.spans.last?.style ?? .plain
      var ended = line
      ended.spans.append(Span(String(DisplayWidth.ellipsis), style: style))
      return ended.truncated(to: columns)
    }
  }

  private static func waitingParts(
    _ waiting: NotesState.Waiting, directory: String, columns: Int
  ) -> Parts {
    let message: String
    switch waiting {
    case .noSession:
      message =
        "No AgeTUI session is running in \(directory). Start `agetui` in another terminal; "
        + "these notes follow it."
    case .unreadable(let reason):
      message =
        "The AgeTUI session in \(directory) cannot be followed: \(reason). These notes wait "
        + "for the next session."
    }
    return Parts(
      head: [Line("AgeTUI speaker notes", style: .title).wrapped(to: columns)],
      body: Line(message).wrapped(to: columns), tail: [])
  }

  private static func followingParts(_ step: NotesStep, elapsed: String?, columns: Int)
    -> Parts
  {
    var title = Line(step.scenarioTitle, style: .title).wrapped(to: columns)
    if title.count > 2 {
      title = [title[0], Parts.cut(title[1], columns: columns)]
    }
    var head = [title, stepLine(step, elapsed: elapsed, columns: columns)]
    var body = Line(step.narration).wrapped(to: columns)
    if case .live(let leftAt) = step.position {
      let changes =
        step.liveActions == 1
        ? "1 live change since step \(leftAt) is"
        : "\(step.liveActions) live changes since step \(leftAt) are"
      head.append(
        Line(
          "LIVE: \(changes) on screen, off the script. Step \(leftAt) said:", style: .warning
        ).wrapped(to: columns))
      body = Line(step.narration, style: .muted).wrapped(to: columns)
    }
    return Parts(
      head: head, body: body,
      tail: [
        nextLine(step).wrapped(to: columns),
        keysLine(step).wrapped(to: columns),
      ])
  }

  /// `Step 3/11  texas-teen` on the left, the elapsed time on the right when it fits.
  private static func stepLine(_ step: NotesStep, elapsed: String?, columns: Int) -> [Line] {
    let reached = step.position.scriptPosition
    var label: String
    if step.total == 0 {
      label = "No script"
    } else {
      label = "Step \(reached)/\(step.total)"
      if step.position.isLive {
        label += " · LIVE"
      } else if reached == 0 {
        label += " · the start"
      } else if reached == step.total {
        label += " · the end"
      }
    }
    var line = Line([
      Span(label, style: step.position.isLive ? .warning : .accent),
      Span("  \(step.scenarioName)" + (step.store.map { " · \($0)" } ?? ""), style: .muted),
    ])
    guard let elapsed else { return line.width <= columns ? [line] : line.wrapped(to: columns) }
    let clock = "elapsed \(elapsed)"
    let room = columns - line.width - DisplayWidth.of(clock)
    guard room >= 2 else {
      return (line.width <= columns ? [line] : line.wrapped(to: columns))
        + [Line(clock, style: .accent)]
    }
    line.spans.append(Span(String(repeating: " ", count: room)))
    line.spans.append(Span(clock, style: .accent))
    return [line]
  }

  /// What the next `n` shows.
  private static func nextLine(_ step: NotesStep) -> Line {
    guard step.total > 0 else {
      return Line("This scenario has no script: the presenter explores it live.", style: .muted)
    }
    guard let caption = step.nextCaption else {
      return Line([
        Span("Next: ", style: .muted), Span("the end of the script.", style: .muted),
      ])
    }
    let reached = step.position.scriptPosition
    return Line([
      Span("Next, step \(reached + 1): ", style: .muted), Span(caption, style: .accent),
    ])
  }

  /// The keys to press in the TUI now.
  private static func keysLine(_ step: NotesStep) -> Line {
    let reached = step.position.scriptPosition
    var hints: [(key: String, text: String)] = []
    if step.position.isLive {
      return Line([
        Span("LIVE — ", style: .warning), Span("w", style: .key),
        Span(" rejoins the script at step \(reached) · "), Span("u", style: .key),
        Span(" undoes the last change"),
      ])
    }
    if reached < step.total { hints.append(("n", "next step")) }
    if reached > 0 { hints.append(("p", "previous")) }
    if reached == step.total, step.total > 0 { hints.append(("r", "resets")) }
    var spans: [Span] = []
    for (index, hint) in hints.enumerated() {
      if index > 0 { spans.append(Span(" · ")) }
      spans.append(Span(hint.key, style: .key))
      spans.append(Span(" \(hint.text)"))
    }
    return Line(spans)
  }
}
