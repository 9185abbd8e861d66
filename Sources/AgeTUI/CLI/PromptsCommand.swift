import ArgumentParser
import Prompts
import Scenarios
import Stores

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
      each linked to its step of `agetui run NAME --format html` (#step-N). Each registered \
      store's surfaces follow in registration order (\(PromptsCommand.storeTitles)); \
      --platform lists one store's.
      """
  )

  @Option(help: "How to print the catalogue.")
  var format = FormatOption<PromptsOutput>(.text)

  @Option(
    help: ArgumentHelp(
      "Only this store's surfaces (default: every store's).",
      valueName: PlatformArgument<PromptCatalogue>.valueName))
  var platform: PlatformArgument<PromptCatalogue>?

  /// The stores whose surfaces the catalogue lists, in order: `Apple, Google Play, …`.
  static var storeTitles: String {
    Stores.promptSources.map(\.platform.title).joined(separator: ", ")
  }

  func run() throws {
    let catalogue = PromptCatalogue(
      scenarios: ScenarioLibrary.all, sources: Stores.promptSources,
      listing: platform.map { [$0.platform] })
    PromptsOutput(catalogue: catalogue).write(format.value, to: .standardOutput)
  }
}
