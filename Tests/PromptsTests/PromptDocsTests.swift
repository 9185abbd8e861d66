import Foundation
import Prompts
import Testing

/// docs/prompts.md shows the permission alert's entry as `agetui prompts` prints it now.
@Suite("agetui prompts: the documentation's example")
struct PromptDocsTests {
  @Test("docs/prompts.md holds the permission alert's text block")
  func textExample() throws {
    let entry = try #require(
      PromptCatalogue().entries.first { $0.surface.id == "permission-alert" })
    let doc = try String(contentsOfFile: "docs/prompts.md", encoding: .utf8)
    #expect(doc.contains("```\n" + PromptCatalogue.text(entry) + "\n```"))
  }
}
