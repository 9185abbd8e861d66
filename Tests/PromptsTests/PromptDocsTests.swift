import AmazonAppstorePrompts
import ApplePrompts
import CustomDump
import Foundation
import GooglePlayPrompts
import Prompts
import Scenarios
import Stores
import Testing

/// docs/prompts.md shows the permission alert's entry as `agetui prompts` prints it now.
@Suite("agetui prompts: the documentation's example")
struct PromptDocsTests {
  @Test("docs/prompts.md holds the permission alert's text block")
  func textExample() throws {
    let entry = try #require(
      PromptCatalogue().appleEntries.first { $0.surface.id == "permission-alert" })
    let doc = try String(contentsOfFile: "docs/prompts.md", encoding: .utf8)
    #expect(doc.contains("```\n" + PromptCatalogue.text(entry) + "\n```"))
  }

  @Test("docs/prompts.md holds Play's sharing prompt as `agetui prompts` prints it")
  func playTextExample() throws {
    let entry = try #require(
      PromptCatalogue(stores: [.googlePlay]).playEntries.first {
        $0.surface.id == "play-sharing-prompt"
      })
    let doc = try String(contentsOfFile: "docs/prompts.md", encoding: .utf8)
    #expect(doc.contains("```\n" + PromptCatalogue.text(entry) + "\n```"))
  }

  @Test("docs/prompts.md's table of Amazon's surfaces names each one and the run that reaches it")
  func amazonTable() throws {
    let doc = try String(contentsOfFile: "docs/prompts.md", encoding: .utf8)
    let entries = PromptCatalogue().entries(of: AmazonPromptSource().platform)
    expectNoDifference(entries.count, 5)
    for entry in entries {
      let reach = try #require(entry.reach, "\(entry.surface.id) is reached by a built-in")
      #expect(doc.contains("| `\(entry.surface.id)` | "))
      #expect(doc.contains("| `agetui run \(reach.runArguments)` |"))
    }
  }

  @Test("docs/prompts.md's table of Play's surfaces names each one and the run that reaches it")
  func playTable() throws {
    let doc = try String(contentsOfFile: "docs/prompts.md", encoding: .utf8)
    for entry in PromptCatalogue(stores: [.googlePlay]).playEntries {
      let reach = try #require(entry.reach, "\(entry.surface.id) is reached by a built-in")
      #expect(doc.contains("| `\(entry.surface.id)` | "))
      #expect(doc.contains("| `agetui run \(reach.runArguments)` |"))
    }
  }
}
