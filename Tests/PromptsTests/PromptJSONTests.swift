import Apple
import ApplePrompts
import CustomDump
import GooglePlayPrompts
import Prompts
import Stores
import Testing

/// The JSON of one surface, whole, as `agetui prompts --format json` writes it
/// (docs/prompts.md).
@Suite("agetui prompts: JSON")
struct PromptJSONTests {
  @Test("the permission alert's object")
  func permissionAlert() throws {
    let catalogue = PromptCatalogue()
    let entry = try #require(catalogue.appleEntries.first { $0.surface.id == "permission-alert" })
    expectNoDifference(
      PromptCatalogue.json(entry).rendered(),
      """
      {
        "id": "permission-alert",
        "name": "permission-alert",
        "variant": null,
        "rule": "iOS 27: the app calls askSignificantChangePermission with the acknowledgmentAlert flow.",
        "reachedBy": {
          "scenario": "ios27-acknowledgment-alert",
          "step": 2,
          "device": "child-iphone"
        },
        "title": {
          "text": "Landmarks Needs Approval",
          "source": "assumption",
          "quote": null,
          "reference": null,
          "note": "Apple names the alert's buttons, not its title or message (reference §2.2)"
        },
        "lines": [
          {
            "text": "This update adds video calling with people in your contacts.",
            "source": "app",
            "quote": null,
            "reference": null,
            "note": "the app's updateDescription / SignificantAppUpdateTopic description, shown as passed (reference §1.10, §2.9)"
          }
        ],
        "buttons": [
          {
            "text": "Ask to Approve",
            "source": "apple",
            "quote": "acknowledgmentAlert shows an alert first (\\"Ask to Approve / Approve in Person / Cancel\\")",
            "reference": "reference §2.2; /documentation/permissionkit/permissionflow",
            "note": null
          },
          {
            "text": "Approve in Person",
            "source": "apple",
            "quote": "acknowledgmentAlert shows an alert first (\\"Ask to Approve / Approve in Person / Cancel\\")",
            "reference": "reference §2.2; /documentation/permissionkit/permissionflow",
            "note": null
          },
          {
            "text": "Cancel",
            "source": "apple",
            "quote": "acknowledgmentAlert shows an alert first (\\"Ask to Approve / Approve in Person / Cancel\\")",
            "reference": "reference §2.2; /documentation/permissionkit/permissionflow",
            "note": null
          }
        ]
      }
      """)
  }

  @Test("the document starts with its format and version")
  func header() {
    let json = PromptCatalogue().json
    #expect(
      json.hasPrefix("{\n  \"format\": \"agetui-prompts\",\n  \"version\": 1,\n  \"surfaces\": ["))
    #expect(json.hasSuffix("  ]\n}\n"))
  }

  @Test("Google Play's surfaces follow Apple's as `googlePlay`; --platform apple leaves it out")
  func playArray() throws {
    let both = PromptCatalogue().json
    let apple = PromptCatalogue(stores: [.apple]).json
    #expect(!apple.contains("\"googlePlay\""))
    #expect(both.hasPrefix(String(apple.dropLast(3))))
    let play = PromptCatalogue(stores: [.googlePlay])
    let settings = try #require(play.playEntries.first { $0.surface.id == "family-link-settings" })
    #expect(
      PromptCatalogue.json(settings).rendered().hasPrefix(
        """
        {
          "id": "family-link-settings",
          "name": "family-link-settings",
          "variant": null,
          "rule": "A supervised child: the parent sets how the age is shared and can revoke the app's approval in Family Link (reference §8.3).",
          "reachedBy": {
            "scenario": "texas-teen-both-stores",
            "step": 0,
            "device": "parent-phone"
          },
          "title": {
            "text": "Parent's phone · Family Link",
            "source": "assumption",
        """))
    #expect(play.json.contains("\"surfaces\": [],\n  \"googlePlay\": ["))
  }
}
