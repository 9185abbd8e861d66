import FlowEngine
import Scenarios

/// One step's `<section>` of the storyboard page, appended straight to the page's text: the
/// markup `HTMLNode` would render for it, without building the tree first. A long script's
/// page is mostly these sections, and building, rendering and freeing a tree for each cost
/// about an eighth of the page (docs/performance.md). Text goes in only through `text(_:, into: &output)`,
/// which escapes it as `HTMLNode.text` does; the tags are this type's, so each opens and closes
/// in one function.
enum StepSectionWriter {
  /// Appends `item`'s section; `steps` gives its neighbours' numbers for the links.
  static func section(
    _ item: StoryboardStep, index: Int, steps: [WalkthroughStep], scenario: Scenario,
    into output: inout String
  ) {
    let step = item.step
    output += "<section class=\"step\" id=\"step-\(step.number)\"><nav class=\"steplinks\">"
    if index > 0 {
      output += "<a href=\"#step-\(steps[index - 1].number)\">← Previous</a>"
    } else {
      output += "<span>← Previous</span>"
    }
    output += " · <a href=\"#contents\">↑ Contents</a> · "
    if index + 1 < steps.count {
      output += "<a href=\"#step-\(steps[index + 1].number)\">Next →</a>"
    } else {
      output += "<span>Next →</span>"
    }
    output += "</nav><h2><span class=\"number\">Step \(step.number)</span> "
    text(item.title, into: &output)
    output += "</h2><p class=\"origin\"><code>"
    text(step.actionText, into: &output)
    output += "</code>"
    text(
      step.isAutomatic
        ? " · automatic answer during script step \(step.scriptStep)"
        : " · script step \(step.scriptStep) of \(scenario.script.count)", into: &output)
    output += "</p>"
    if !step.narration.isEmpty {
      output += "<p class=\"narration\">"
      NarrationMarkup.nodes(step.narration).render(into: &output)
      output += "</p>"
    }
    if let rejection = step.refusal?.text {
      output += "<p class=\"refused\">"
      text("✗ Refused: \(rejection)", into: &output)
      output += "</p>"
    }
    output += "<div class=\"devices\">"
    figure(
      "Child device", svg: item.childSVG, missing: "no picture of the person's device",
      into: &output)
    figure(
      "Parent device", svg: item.parentSVG, missing: "No parent in this family.", into: &output)
    if let settings = item.settingsSVG {
      figure("Settings", svg: settings, missing: "", into: &output)
    }
    output += "</div><div class=\"knowledge\"><div><h3>What the app learned</h3>"
    list(item.knowledge.appLearned, into: &output)
    output += "</div><div><h3>What the system knows</h3>"
    list(item.knowledge.systemKnows, into: &output)
    output += "</div></div>"
    if !step.expectations.isEmpty || !step.violations.isEmpty {
      output += "<ul class=\"checks\">"
      for result in step.expectations {
        output += "<li>"
        text(
          (result.passed ? "✓ expect " : "✗ expect ")
            + "\(result.key): expected \(result.expected), actual \(result.actual)", into: &output)
        output += "</li>"
      }
      for violation in step.violations {
        output += "<li>"
        text("✗ invariant \(violation.rule.rawValue) broken: \(violation.detail)", into: &output)
        output += "</li>"
      }
      output += "</ul>"
    }
    output += "<details><summary>"
    text(
      "Trace · \(step.entries.count) entr\(step.entries.count == 1 ? "y" : "ies")", into: &output)
    output += "</summary><ol class=\"trace\">"
    for entry in step.entries {
      output += "<li><span class=\"seq\">#\(entry.sequence)</span> <span class=\"date\">"
      text("\(entry.date)", into: &output)
      output += "</span> <span class=\"actors\">"
      text("\(entry.from.title) → \(entry.to.title)", into: &output)
      output += "</span> <span class=\"kind\">"
      text(entry.kind.rawValue, into: &output)
      output += "</span> "
      text(entry.summary, into: &output)
      output += "</li>"
    }
    output += "</ol></details></section>"
  }

  private static func text(_ value: String, into output: inout String) {
    output += MarkupText.escape(value)
  }

  private static func figure(
    _ caption: String, svg: String?, missing: String, into output: inout String
  ) {
    output += "<figure><figcaption>"
    text(caption, into: &output)
    output += "</figcaption>"
    if let svg {
      output += svg
    } else {
      output += "<p class=\"missing\">"
      text(missing, into: &output)
      output += "</p>"
    }
    output += "</figure>"
  }

  private static func list(_ items: [String], into output: inout String) {
    output += "<ul>"
    for item in items {
      output += "<li>"
      text(item, into: &output)
      output += "</li>"
    }
    output += "</ul>"
  }
}
