import Scenarios

/// One step's `<section>` of the storyboard page, appended straight to the page's text: the
/// markup `HTMLNode` would render for it, without building the tree first. A long script's
/// page is mostly these sections, and building, rendering and freeing a tree for each cost
/// about an eighth of the page (docs/performance.md). Text goes in only through `text(_:, into: &output)`,
/// which escapes it as `HTMLNode.text` does; the tags are this type's, so each opens and closes
/// in one function. Every store's steps are written here (``StoryboardSource``).
public enum StepSectionWriter {
  /// Appends `item`'s section as `#anchor`, with links to `previous` and `next` (anchors on the
  /// page; nil at either end).
  static func section(
    _ item: StoryboardSection, anchor: String, previous: String?, next: String?,
    into output: inout String
  ) {
    output += "<section class=\"step\" id=\"\(anchor)\"><nav class=\"steplinks\">"
    if let previous {
      output += "<a href=\"#\(previous)\">← Previous</a>"
    } else {
      output += "<span>← Previous</span>"
    }
    output += " · <a href=\"#contents\">↑ Contents</a> · "
    if let next {
      output += "<a href=\"#\(next)\">Next →</a>"
    } else {
      output += "<span>Next →</span>"
    }
    output += "</nav><h2><span class=\"number\">Step \(item.entry.number)</span> "
    text(item.entry.title, into: &output)
    output += "</h2><p class=\"origin\">"
    if !item.action.isEmpty {
      output += "<code>"
      text(item.action, into: &output)
      output += "</code>"
    }
    text(item.origin, into: &output)
    output += "</p>"
    if !item.narration.isEmpty {
      output += "<p class=\"narration\">"
      NarrationMarkup.nodes(item.narration).render(into: &output)
      output += "</p>"
    }
    if let rejection = item.refusal {
      output += "<p class=\"refused\">"
      text("✗ Refused: \(rejection)", into: &output)
      output += "</p>"
    }
    output += "<div class=\"devices\">"
    for figure in item.figures {
      output += "<figure><figcaption>"
      text(figure.caption, into: &output)
      output += "</figcaption>"
      if let svg = figure.svg {
        output += svg
      } else {
        output += "<p class=\"missing\">"
        text(figure.missing, into: &output)
        output += "</p>"
      }
      output += "</figure>"
    }
    output += "</div>"
    output += item.details
    output += "</section>"
  }

  /// Appends the step's `expect` results, then `violations` (nothing when both are empty).
  public static func checks(
    _ results: [ExpectationResult], violations: [String] = [], into output: inout String
  ) {
    guard !results.isEmpty || !violations.isEmpty else { return }
    output += "<ul class=\"checks\">"
    for line in results.map(Self.check) + violations {
      output += "<li>"
      text(line, into: &output)
      output += "</li>"
    }
    output += "</ul>"
  }

  private static func check(_ result: ExpectationResult) -> String {
    (result.passed ? "✓ expect " : "✗ expect ")
      + "\(result.key): expected \(result.expected), actual \(result.actual)"
  }

  /// One entry of a step's trace: its number, date, who to whom, its kind (nil: a store's
  /// entries have none) and what it says.
  public typealias TraceLine = (
    sequence: Int, date: String, actors: String, kind: String?, summary: String
  )

  /// Appends the step's trace entries, folded under their count.
  public static func trace(_ lines: [TraceLine], into output: inout String) {
    output += "<details><summary>"
    text("Trace · \(lines.count) entr\(lines.count == 1 ? "y" : "ies")", into: &output)
    output += "</summary><ol class=\"trace\">"
    for line in lines {
      output += "<li><span class=\"seq\">#\(line.sequence)</span> <span class=\"date\">"
      text(line.date, into: &output)
      output += "</span> <span class=\"actors\">"
      text(line.actors, into: &output)
      output += "</span> "
      if let kind = line.kind {
        output += "<span class=\"kind\">"
        text(kind, into: &output)
        output += "</span> "
      }
      text(line.summary, into: &output)
      output += "</li>"
    }
    output += "</ol></details>"
  }

  /// Appends `value`, escaped.
  static func text(_ value: String, into output: inout String) {
    output += MarkupText.escape(value)
  }

  /// Appends `<ul>` with one `<li>` per item.
  public static func list(_ items: [String], into output: inout String) {
    output += "<ul>"
    for item in items {
      output += "<li>"
      text(item, into: &output)
      output += "</li>"
    }
    output += "</ul>"
  }
}
