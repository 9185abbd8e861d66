import ApplePrompts
import AppleScenarios
import CustomDump
import Prompts
import Scenarios
import Testing

/// Apple's part of `agetui prompts`: its surfaces' keys for `run --step`, its catalogue's
/// metadata, and the first step of a walkthrough that shows a surface.
@Suite("Apple's prompt source")
struct ApplePromptSourceTests {
  @Test("every key `run --step` accepts on Apple's side: names first, then name:variant")
  func surfaceKeys() {
    expectNoDifference(
      ApplePromptSource().surfaceKeys,
      [
        "age-range-prompt", "messages-compose", "acknowledgment", "permission-alert",
        "screen-time-passcode", "cant-ask-alert", "shared-notification", "request-notification",
        "messages-bubble", "blocked-screen", "settings-age-range-for-apps", "settings-sandbox",
        "age-range-prompt:feature", "age-range-prompt:significant-change",
        "messages-compose:significant-update", "messages-compose:communication",
        "screen-time-passcode:first", "screen-time-passcode:wrong-passcode",
        "cant-ask-alert:unknown", "cant-ask-alert:communication-limits-not-enabled",
        "cant-ask-alert:contact-sync-not-setup", "cant-ask-alert:invalid-question",
        "cant-ask-alert:not-available", "cant-ask-alert:system-error",
        "shared-notification:always-share", "shared-notification:required",
        "messages-bubble:pending", "messages-bubble:answered", "messages-bubble:expired",
        "blocked-screen:unverified-adult", "blocked-screen:parent-declined",
        "blocked-screen:question-expired", "blocked-screen:sharing-declined",
        "blocked-screen:consent-revoked", "blocked-screen:age-range-unavailable",
        "settings-age-range-for-apps:no-cached-answer", "settings-age-range-for-apps:cached",
        "settings-sandbox:ready", "settings-sandbox:notification-triggered",
      ])
  }

  @Test("Apple's section is `surfaces`, in every JSON document, and lists every surface unplayed")
  func metadata() {
    let source = ApplePromptSource()
    expectNoDifference(source.platform, .apple)
    expectNoDifference(source.jsonKey, "surfaces")
    #expect(source.isAlwaysInJSON)
    let entries = source.entries(of: [])
    expectNoDifference(entries.count, 30)
    #expect(entries.allSatisfy { $0.reach == nil && $0.content == nil })
  }

  /// A teen on iOS 27 who asks her parent through the alert and Messages.
  static let askingThroughMessages = """
    name: asking-through-messages
    title: Asking through Messages
    summary: Ava asks through the alert and Messages; Nora approves.
    world:
      today: 2026-09-14
      os: "27.0"
      region: US-TX
      person: {name: Ava, age: 15}
      parent: Nora
    script:
      - do: launch
      - do: ask-parent
      - do: ask-to-approve
      - do: send
      - do: {parent: approve}
    """

  @Test(
    "the first step of a walkthrough that shows a surface, by name or name:variant",
    arguments: [
      ("permission-alert", 2 as Int?),
      ("messages-compose", 3),
      ("messages-compose:significant-update", 3),
      ("messages-bubble:pending", 4),
      ("messages-bubble:answered", 5),
      ("cant-ask-alert", nil),
    ])
  func firstStep(key: String, step: Int?) throws {
    let scenario = try ScenarioLoader.load(
      Self.askingThroughMessages, file: "asking.yaml", sections: [AppleScenarioSection()])
    expectNoDifference(PromptCatalogue.firstStep(showing: key, in: scenario), step)
  }
}
