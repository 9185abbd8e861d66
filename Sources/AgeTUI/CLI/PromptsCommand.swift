import ArgumentParser
import Prompts
import Scenarios

/// `agetui prompts`: every system surface the simulator can show, with its rule, its words and
/// their provenance, and a built-in step that reaches it.
struct PromptsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompts",
    abstract: "List every system prompt, alert, notification and Settings screen.",
    discussion: """
      For each surface: its name (what `agetui run NAME --format svg --step SURFACE` takes), \
      when the system shows it, its exact text and buttons, and for each string whether it is \
      Apple's documented wording (quoted, with its source) or AgeTUI's assumption (marked ≈). \
      The built-in scenario and step that reach it are found by playing the built-ins. \
      json is documented in docs/prompts.md; html is a gallery with one picture per surface, \
      each linked to its step of `agetui run NAME --format html` (#step-N).
      """
  )

  @Option(help: "How to print the catalogue.")
  var format = FormatOption<PromptsOutput>(.text)

  func run() throws {
    PromptsOutput(catalogue: PromptCatalogue()).write(format.value, to: .standardOutput)
  }
}
